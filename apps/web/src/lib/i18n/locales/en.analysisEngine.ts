import { registerStrings } from '../register-strings';

/** English strings of the analysis board's engine panel (a lazy chunk: features/analysis/engine). */
export const enAnalysisEngine = {
  analysis: {
    engine: {
      title: 'Engine analysis',
      failed: 'The engine could not run in this browser.',
      barLabel: 'Evaluation: {{score}}',
      depth: 'depth {{depth}}',
      speed: '{{knps}} kN/s',
      lines: 'Best lines',
      paused: 'Evaluating the whole game…',
      evaluateGame: 'Evaluation graph',
      evaluating: 'Evaluating… {{done}}/{{total}}',
      graph: 'Evaluation over the game, from White’s side',
      ply: 'Half-move',
      evaluation: 'Evaluation',
      whiteMated: 'White is checkmated',
      blackMated: 'Black is checkmated',
      draw: 'Draw',
    },
  },
};

registerStrings(enAnalysisEngine);
