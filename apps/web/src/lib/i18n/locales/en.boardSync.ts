import { registerStrings } from '../register-strings';

/**
 * English strings of keeping board options on the member's account (play/useBoardOptions): on every
 * board page, so apart from the settings pages' strings, which only those pages load.
 */
export const enBoardSync = {
  boardSettings: {
    accountNotSaved: 'Your account did not keep the change; it is kept in this browser. Try again later.',
  },
};

registerStrings(enBoardSync);
