import { registerStrings } from '../register-strings';

/** English strings of a member's game archive (`/games/archive/{username}`). */
export const enArchive = {
  archive: {
    title: 'Games of {{username}}',
    loading: 'Loading games…',
    failed: 'The games could not be loaded.',
    empty: 'No games match.',
    more: 'Older games',
    downloadPgn: 'Download PGN',
    view: { label: 'Show as', grid: 'Grid', list: 'List', notSaved: 'Your archive view could not be saved.' },
    filters: {
      label: 'Filter games',
      speed: 'Speed',
      result: 'Result',
      color: 'Colour',
      opponent: 'Opponent',
      since: 'From',
      until: 'To',
      rated: 'Mode',
      any: 'Any',
      apply: 'Apply',
    },
    results: { win: 'Won', loss: 'Lost', draw: 'Drawn' },
    colors: { white: 'White', black: 'Black' },
    modes: { rated: 'Rated', casual: 'Casual' },
    columns: { players: 'Players', result: 'Result', moves: 'Moves', date: 'Date', speed: 'Speed' },
    game: '{{white}} vs {{black}}, {{result}}',
    moves: '{{count}} moves',
    archiveLink: 'Game archive',
  },
};

registerStrings(enArchive);
