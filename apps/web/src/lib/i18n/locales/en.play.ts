import { registerStrings } from '../register-strings';

/** English strings of the lobby (/play): quick pairing, custom games, seeks. */
export const enPlay = {
  play: {
    title: 'Play chess',
    lead: 'Pick a time control and get paired with an opponent of your level.',
    quickPairing: 'Quick pairing',
    pool: '{{tc}} {{speed}}',
    searching: 'Searching for an opponent…',
    searchingFor: '{{tc}} {{speed}} · {{mode}}',
    elapsed: 'Searching for {{time}}',
    cancel: 'Cancel',
    custom: {
      title: 'Custom game',
      minutes: 'Minutes per side',
      increment: 'Increment in seconds',
      mode: 'Mode',
      speed: 'Speed: {{speed}}',
      submit: 'Seek a game',
    },
    legend:
      'A game lasts about the minutes plus 40 increments: bullet under 3 minutes, blitz under 8, rapid under 25, classical longer.',
    guestNote: 'Guest games are casual.',
    guestCta: 'Log in or sign up to play rated games.',
    logIn: 'Log in',
    signUp: 'Sign up',
    offline: 'Connecting to the server…',
    openGames: {
      title: 'Open games',
      empty: 'No open games right now. Seek a custom game and it will be listed here.',
      player: 'Player',
      rating: 'Rating',
      timeControl: 'Time control',
      mode: 'Mode',
      action: 'Join',
      guest: 'Guest',
      join: 'Join {{name}}’s game',
      joinShort: 'Join',
      yours: 'Your game',
      gone: 'That game is no longer available.',
    },
    skill: {
      label: 'Your level',
      choose: 'Choose your level',
      option: '{{name}} ({{rating}})',
      saved: 'Saved: you will be paired around {{rating}}.',
      failed: 'Your level could not be saved. Try again.',
      levels: {
        l1: 'Beginner',
        l2: 'Novice',
        l3: 'Improving',
        l4: 'Intermediate',
        l5: 'Club player',
        l6: 'Strong club player',
        l7: 'Advanced',
        l8: 'Expert',
      },
    },
    friend: 'Play with a friend',
  },
};

registerStrings(enPlay);
