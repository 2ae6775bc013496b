/** English, the complete catalogue every other language falls back to. */
import { enAccount } from './en.account';
import { enBotCheck } from './en.botCheck';
import { enInsights } from './en.insights';
import { enMembers } from './en.members';
import { enMembership } from './en.membership';
import { enMessages } from './en.messages';
import { enModeration } from './en.moderation';
import { enNotifications } from './en.notifications';
import { enPlay } from './en.play';
import { enSandboxPay } from './en.sandboxPay';
import { enSeeks } from './en.seeks';
import { enSettings } from './en.settings';
import { enSocial } from './en.social';
import { enStaff } from './en.staff';
import { enTwoFactor } from './en.twoFactor';

export const en = {
  app: {
    name: 'Kingside',
    skipToContent: 'Skip to content',
    loading: 'Loading…',
    genericError: 'Oops. Looks like there was an error. Sorry! Please refresh.',
    tryAgain: 'Try again',
  },
  nav: {
    label: 'Main',
    home: 'Kingside home',
    menu: 'Menu',
    play: 'Play',
    puzzles: 'Puzzles',
    learn: 'Learn',
    watch: 'Watch',
    news: 'News',
    social: 'Social',
    more: 'More',
    about: 'About',
    membership: 'Membership',
    settings: 'Settings',
  },
  userMenu: {
    label: 'Account',
    memberOf: '{{level}} member',
    profile: 'Profile',
    settings: 'Settings',
    logOut: 'Log out',
    logIn: 'Log in',
    signUp: 'Sign up',
    loggedOut: 'You have logged out. See you over the board soon!',
  },
  language: { label: 'Language' },
  theme: { useLight: 'Light theme', useDark: 'Dark theme' },
  alerts: { close: 'Close' },
  footer: {
    tagline: 'Kingside: calm, free online chess.',
    links: 'Site links',
    about: 'About',
    membership: 'Membership',
    licence: 'Free software (AGPL)',
    copyright: '© {{year}} Kingside',
  },
  membershipLevel: {
    guest: 'Guest',
    cheater: 'Closed',
    abuser: 'Closed',
    voluntarilyClosed: 'Closed',
    unspecifiedClosed: 'Closed',
    basic: 'Basic',
    silver: 'Silver',
    gold: 'Gold',
    platinum: 'Platinum',
    diamond: 'Diamond',
    moderator: 'Moderator',
    staff: 'Staff',
  },
  home: {
    title: 'Play chess. Grow stronger. Have fun.',
    lead: 'Kingside is a calm place to play live chess against players from all over the world, watch strong games as they happen and follow your progress.',
    play: 'Play now',
    join: 'Create a free account',
    welcomeBack: 'Welcome back, {{username}}.',
    welcomeNew: 'Welcome to Kingside, {{username}}. Your first game is one click away.',
    boardLabel: 'A chessboard showing the Ruy Lopez after 1.e4 e5 2.Nf3 Nc6 3.Bb5',
    featuresTitle: 'Everything a chess player needs',
    tiles: {
      puzzles: {
        title: 'Puzzles',
        text: 'Sharpen your tactics with puzzles rated to your level.',
        link: 'Solve puzzles',
      },
      learn: {
        title: 'Learn',
        text: 'Lessons from the first moves to endgame technique.',
        link: 'Start learning',
      },
      watch: { title: 'Watch', text: 'Follow the strongest live games as they happen.', link: 'Watch games' },
      social: {
        title: 'Social',
        text: 'Clubs, leagues, tournaments and friends to play with.',
        link: 'Meet players',
      },
      insights: {
        title: 'Insights',
        text: 'See where you win and lose: by opening, colour, speed and time of day.',
        link: 'Your insights',
      },
      board: {
        title: 'Your board',
        text: 'Pieces, colours, coordinates and move input the way you like them, on every device.',
        link: 'Set up your board',
      },
    },
  },
  login: {
    title: 'Log in',
    lead: 'Welcome back. Your games are waiting.',
    username: 'Username or email',
    password: 'Password',
    submit: 'Log in',
    submitting: 'Logging in…',
    noAccount: 'New to Kingside?',
    signUp: 'Create an account',
  },
  register: {
    title: 'Create your account',
    lead: 'Free forever: play, watch and follow your progress.',
    username: 'Username',
    usernameHint: '3 to 25 letters, digits, underscores or hyphens.',
    email: 'Email',
    password: 'Password',
    passwordHint: 'At least {{min}} characters.',
    checking: 'Checking availability…',
    available: '{{username}} is available.',
    submit: 'Create account',
    submitting: 'Creating account…',
    haveAccount: 'Already have an account?',
    logIn: 'Log in',
    checkEmail: 'We sent a message to {{email}}. Open it to go on.',
    welcome: 'Welcome to Kingside, {{username}}!',
  },
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
  member: {
    joined: 'Joined {{date}}',
    lastSeen: 'Last seen {{date}}',
    closed: 'Closed account',
    closedText: 'This account is closed and can no longer play.',
    loading: 'Loading profile…',
  },
  ...enPlay,
  ...enTwoFactor,
  ...enSandboxPay,
  ...enBotCheck,
  ...enAccount,
  ...enSeeks,
  ...enSettings,
  ...enStaff,
  ...enMembership,
  ...enInsights,
  ...enModeration,
  ...enNotifications,
  ...enMembers,
  ...enMessages,
  ...enSocial,
  article: { published: 'Published {{date}}' },
  notFound: {
    title: 'Page not found',
    text: 'This square is empty: the page you are looking for has moved or never existed.',
    home: 'Go to the home page',
    play: 'Play a game',
  },
};

export type Translation = typeof en;
