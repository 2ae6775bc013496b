import { registerStrings } from '../register-strings';

/** English strings of custom seeks' terms: the colour asked for and the opponents' rating range. */
export const enSeeks = {
  seeks: {
    color: {
      legend: 'Your colour',
      white: 'White',
      random: 'Random side',
      black: 'Black',
    },
    range: {
      legend: 'Rating range',
      below: 'Lowest opponent rating, below yours',
      above: 'Highest opponent rating, above yours',
      summary: 'Opponents rated {{min}} to {{max}}',
      summaryOffsets: 'Opponents from {{below}} to {{above}} around your rating',
    },
    list: {
      color: 'Colour',
      range: 'Rating range',
      any: 'Any',
      bounds: '{{min}}–{{max}}',
      asks: { white: 'Plays white', black: 'Plays black', random: 'Random side' },
      why: {
        range: 'You cannot join: your rating of {{rating}} is outside its range.',
        rated: 'You cannot join: guests play casual games only.',
      },
    },
    outOfRange: 'Your rating is outside that game’s rating range.',
  },
};

registerStrings(enSeeks);
