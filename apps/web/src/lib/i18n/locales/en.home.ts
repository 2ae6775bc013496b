import { registerStrings } from '../register-strings';

/** English strings of the home page. */
export const enHome = {
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
      videos: {
        title: 'Videos',
        text: 'Lessons, game reviews and stories from coaches and players, to watch at your pace.',
        link: 'Watch videos',
      },
      social: {
        title: 'Social',
        text: 'Friends to play with, clubs and forums to talk chess in.',
        link: 'Meet players',
      },
      stats: {
        title: 'Statistics',
        text: 'Your rating over time, results by colour, openings, opponents and streaks. Free for everyone.',
        link: 'Your statistics',
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
};

registerStrings(enHome);
