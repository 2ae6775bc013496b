import { describe, expect, it } from 'vitest';
import { conditionalLinesText, parseConditionalLines } from './conditional-lines';

// After 1. e4 e5 2. Nf3: black to move, the lines are black's move first.
const AFTER_NF3 = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2';

describe('parseConditionalLines', () => {
  it('reads SAN, UCI and move numbers, one line per row, into the UCI the server takes', () => {
    expect(parseConditionalLines(AFTER_NF3, 'Nc6 Bb5\n\n  b8c6 f1c4 g8f6\n2... d6 3.d4')).toEqual({
      lines: [
        ['b8c6', 'f1b5'],
        ['b8c6', 'f1c4', 'g8f6'],
        ['d7d6', 'd2d4'],
      ],
    });
  });

  it('sends castling as standard UCI', () => {
    const line = parseConditionalLines(AFTER_NF3, 'Nc6 Bc4 Nf6 O-O');
    expect(line).toEqual({ lines: [['b8c6', 'f1c4', 'g8f6', 'e1g1']] });
  });

  it('names the row and the first move that is not legal there', () => {
    expect(parseConditionalLines(AFTER_NF3, 'Nc6 Bb5\nNf6 Ke2 Qh4')).toEqual({
      bad: { row: 2, move: 'Qh4' },
    });
    expect(parseConditionalLines(AFTER_NF3, 'e2e4')).toEqual({ bad: { row: 1, move: 'e2e4' } });
  });
});

describe('conditionalLinesText', () => {
  it('shows stored lines in SAN, one per row, and a move that does not fit as it was sent', () => {
    expect(
      conditionalLinesText(AFTER_NF3, [
        ['b8c6', 'f1b5'],
        ['g8f6', 'e1g1', 'f8c5'],
      ]),
    ).toBe('Nc6 Bb5\nNf6 e1g1 f8c5');
  });
});
