import { registerStrings } from '../register-strings';

/** English strings of challenges: the dialog, the challenge page, rematches. */
export const enChallenge = {
  challenge: {
    button: 'Challenge',
    title: 'Challenge {{name}}',
    titleOpen: 'Play with a friend',
    openTitle: 'Open challenge from {{name}}',
    timeControl: 'Time control',
    custom: 'Custom',
    color: 'Your colour',
    colors: { white: 'White', random: 'Random', black: 'Black' },
    send: 'Send challenge',
    createLink: 'Create link',
    close: 'Close',
    waiting: 'Waiting for {{name}} to accept…',
    cancel: 'Cancel challenge',
    cancelShort: 'Cancel',
    declined: '{{name}} declined the challenge.',
    expired: 'Nobody answered in time: the challenge expired.',
    challengerPlays: {
      white: '{{name}} plays white.',
      black: '{{name}} plays black.',
      random: 'Colours are drawn at random.',
    },
    acceptChallenge: 'Accept challenge',
    share: 'Send this link to whoever you want to play: the first to accept it plays you.',
    link: 'Challenge link',
    copy: 'Copy link',
    copied: 'Copied to clipboard',
    statuses: {
      pending: 'Waiting for an answer.',
      accepted: 'This challenge was accepted.',
      declined: 'This challenge was declined.',
      cancelled: 'This challenge was cancelled.',
      expired: 'This challenge expired.',
    },
    goToGame: 'Go to the game',
    ratedMembersOnly: 'Rated games are for members: log in to accept.',
    rematch: {
      offer: 'Rematch',
      offered: 'Rematch offer sent.',
      cancel: 'Cancel rematch',
      incoming: 'Your opponent wants a rematch.',
      accept: 'Accept rematch',
      decline: 'Decline rematch',
      declined: 'Your opponent declined the rematch.',
    },
  },
};

registerStrings(enChallenge);
