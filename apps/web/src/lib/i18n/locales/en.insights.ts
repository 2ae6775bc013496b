import { registerStrings } from '../register-strings';

/** English strings of /insights. */
export const enInsights = {
  insights: {
    title: 'Insights',
    lead: 'What your own games say: where you win, where you lose, and how your rating moves.',
    loading: 'Reading your games…',
    failed: 'Your insights could not be loaded. Please try again.',
    retry: 'Try again',
    login: 'Log in to see insights into your games.',
    loginButton: 'Log in',
    speedFilter: 'Speed',
    allSpeeds: 'All speeds',
    capped: 'Based on your latest {{count}} games.',
    empty: {
      title: 'No finished games yet',
      text: 'Play a few rated games and come back: your results, openings and rating trend will appear here.',
      play: 'Play a game',
    },
    totals: {
      games: 'Games',
      winRate: 'Win rate',
      averageMoves: 'Average length',
      averageMovesValue: '{{moves}} moves',
      averageTime: 'Average duration',
    },
    results: { win: 'Wins', draw: 'Draws', loss: 'Losses' },
    colors: { white: 'White', black: 'Black' },
    dayParts: {
      night: 'Night (0–6)',
      morning: 'Morning (6–12)',
      afternoon: 'Afternoon (12–18)',
      evening: 'Evening (18–24)',
    },
    sections: {
      bySpeed: 'Results by speed',
      byColor: 'Results by colour',
      byDayPart: 'Results by time of day',
      dayPartNote: 'In your timezone ({{zone}}), by when each game began.',
      openings: 'Openings',
      ratingTrend: 'Rating trend',
      bestWins: 'Best wins',
    },
    chart: {
      label: '{{title}}: {{summary}}',
      row: '{{name}}: {{wins}} wins, {{draws}} draws, {{losses}} losses',
      trend: '{{speed}}: from {{first}} to {{last}} over {{count}} games',
      noTrend: 'Rated games draw your rating trend here.',
      showTable: 'Show as table',
      hideTable: 'Hide table',
      category: 'Category',
      game: 'Game',
      date: 'Date',
      rating: 'Rating',
    },
    openings: { name: 'Opening', games: 'Games', winRate: 'Win %', record: 'W / D / L' },
    bestWins: {
      none: 'No wins against rated opponents yet.',
      line: 'Beat {{opponent}} ({{rating}}) with {{color}}',
      meta: '{{speed}} · {{date}}',
    },
    upsell: {
      title: 'Insights come with Platinum',
      lead: 'See your results by speed, colour, opening and time of day, your rating trend and your best wins.',
      sample: 'Sample',
      sampleNote: 'Illustrative data, not your games.',
      features: [
        'Results by speed, colour and time of day',
        'Your openings with their win rate',
        'Rating trend for every speed',
        'Average game length and your best wins',
      ],
      price: 'Platinum from {{price}} a month',
      button: 'See membership plans',
    },
  },
};

registerStrings(enInsights);
