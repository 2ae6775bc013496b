import { registerStrings } from '../register-strings';

/** English strings of /watch. */
export const enWatch = {
  watch: {
    title: 'Watch live games',
    lead: 'Games being played right now, the strongest first.',
    loading: 'Loading live games…',
    empty: 'No games are being played right now. Start one yourself!',
    play: 'Play a game',
    failed: 'The live games could not be loaded.',
    player: '{{name}} ({{rating}})',
    game: '{{white}} vs {{black}}, {{tc}}',
    speedMode: '{{speed}} · {{mode}}',
  },
};

registerStrings(enWatch);
