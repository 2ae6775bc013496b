import { registerStrings } from '../register-strings';

/**
 * English strings of the preferences page's own parts (sound sets, language and view), apart from
 * en.settings so the game page, which reads board options, does not carry them.
 */
export const enPreferences = {
  preferences: {
    sounds: 'Sounds',
    previewSound: 'Play the {{name}} sounds',
    view: {
      title: 'Language and view',
      darkMode: 'Dark mode',
      contentLanguage: 'Language of articles and news',
      archiveView: { label: 'Game archive', grid: 'Grid', list: 'List' },
      homeContentType: {
        label: 'Home feed',
        following: 'People I follow',
        my_activity: 'My activity',
      },
      fairPlayAgree: 'I agree to play fair: no engines or outside help during games.',
      membersOnly: 'Log in to choose the language of what you read and how your archive shows.',
      saved: 'Saved',
      failed: 'The change could not be saved; it is back as it was.',
    },
  },
};

registerStrings(enPreferences);
