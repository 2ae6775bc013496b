import { registerStrings } from '../register-strings';

/** English strings of the about page. */
export const enAbout = {
  about: {
    title: 'About Kingside',
    lead: 'Kingside is an online chess platform made by chess players, for chess players.',
    playTitle: 'Play your way',
    playText:
      'Bullet, blitz, rapid or classical, rated or casual, against a friend or whoever the pairing finds: every game is kept, and every game can teach you something.',
    fairTitle: 'Fair play first',
    fairText:
      'Every member agrees to play fair. Accounts closed for cheating or abuse are marked, so you always know who you are facing.',
    openTitle: 'Open and free',
    openText:
      'Playing is free for everyone, forever. Kingside is free software under the GNU Affero General Public License; membership keeps the lights on.',
    membershipLink: 'See membership',
  },
};

registerStrings(enAbout);
