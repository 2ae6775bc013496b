import { registerStrings } from '../register-strings';

/** English strings of articles. */
export const enContent = {
  article: { published: 'Published {{date}}' },
};

registerStrings(enContent);
