import { parseComment, parsePgn } from 'chessops/pgn';
import { describe, expect, it } from 'vitest';
import { gamePgn, type PgnGameRow, pgnResult, pgnTimeControl, termination } from './pgn';

const base: PgnGameRow = {
  whiteName: 'Alice',
  blackName: 'Bob',
  whiteRating: 1520,
  blackRating: 1480,
  rated: true,
  speed: 'blitz',
  initialSeconds: 180,
  incrementSeconds: 2,
  // Fool's mate, reversed: white mates on move 4.
  moves: 'e2e4 e7e5 f1c4 b8c6 d1h5 g8f6 h5f7',
  moveClocks: '180000 179500 178100 177000 3661250 170000 59999',
  status: 'mate',
  winner: 'white',
  endReason: null,
  createdAt: new Date('2025-03-04T05:06:07.890Z'),
  endedAt: new Date('2025-03-04T05:09:00Z'),
};

describe('gamePgn', () => {
  it('writes the seven-tag roster and the extra tags, in order', () => {
    const text = gamePgn(base, {
      site: 'https://kingside.example',
      link: 'https://kingside.example/game/abcd1234',
      opening: { eco: 'C50', name: 'Italian Game' },
    });
    const tags = [...text.matchAll(/^\[(\w+) "(.*)"\]$/gm)].map((m) => [m[1], m[2]]);
    expect(tags).toEqual([
      ['Event', 'Rated blitz game'],
      ['Site', 'https://kingside.example'],
      ['Date', '2025.03.04'],
      ['Round', '-'],
      ['White', 'Alice'],
      ['Black', 'Bob'],
      ['Result', '1-0'],
      ['UTCDate', '2025.03.04'],
      ['UTCTime', '05:06:07'],
      ['WhiteElo', '1520'],
      ['BlackElo', '1480'],
      ['TimeControl', '180+2'],
      ['Termination', 'Alice won by checkmate'],
      ['ECO', 'C50'],
      ['Opening', 'Italian Game'],
      ['Link', 'https://kingside.example/game/abcd1234'],
    ]);
    expect(text).toContain(
      '1. e4 { [%clk 0:03:00] } e5 { [%clk 0:02:59.5] } 2. Bc4 { [%clk 0:02:58.1] } Nc6 { [%clk 0:02:57] }',
    );
    expect(text).toContain('3. Qh5 { [%clk 1:01:01.2] }');
    expect(text).toContain('4. Qxf7# { [%clk 0:00:59.9] } 1-0');
    expect(text.endsWith('1-0\n')).toBe(true);
  });

  it('round-trips through chessops’ parser: headers, moves and clocks', () => {
    const [game] = parsePgn(gamePgn(base, { site: 'https://kingside.example' }));
    expect(game!.headers.get('White')).toBe('Alice');
    expect(game!.headers.get('Result')).toBe('1-0');
    const sans = [...game!.moves.mainline()].map((n) => n.san);
    expect(sans).toEqual(['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#']);
    const clocks = [...game!.moves.mainline()].map((n) => parseComment(n.comments![0]!).clock);
    expect(clocks).toEqual([180, 179.5, 178.1, 177, 3661.2, 170, 59.9]);
  });

  it('leaves out what it does not know: unknown clocks, guests’ ratings, the opening', () => {
    const text = gamePgn(
      { ...base, moveClocks: '- - 178100', whiteRating: null, rated: false, speed: 'rapid' },
      { site: 'https://kingside.example', opening: { eco: null, name: 'Other' } },
    );
    expect(text).toContain('[Event "Casual rapid game"]');
    expect(text).toContain('[WhiteElo "?"]');
    expect(text).not.toContain('[ECO');
    expect(text).not.toContain('[Opening');
    expect(text).toContain('1. e4 e5 2. Bc4 { [%clk 0:02:58.1] } Nc6 3. Qh5');
  });

  it('writes a game still on as unterminated, with no moves yet', () => {
    const text = gamePgn(
      { ...base, moves: '', moveClocks: '', status: 'started', winner: null },
      { site: 'https://kingside.example', termination: 'standard' },
    );
    expect(text).toContain('[Result "*"]');
    expect(text).toContain('[Termination "Unterminated"]');
    expect(text.trimEnd().endsWith('*')).toBe(true);
    expect(parsePgn(text)).toHaveLength(1);
  });
});

describe('termination', () => {
  const ended = (status: string, winner: string | null, endReason: string | null) => ({
    ...base,
    status,
    winner,
    endReason,
  });

  it('says how each kind of end came, in chess.com’s words', () => {
    expect(termination(ended('resign', 'black', null))).toBe('Bob won by resignation');
    expect(termination(ended('outoftime', 'white', null))).toBe('Alice won on time');
    expect(termination(ended('timeout', 'black', 'abandoned'))).toBe('Bob won - game abandoned');
    expect(termination(ended('stalemate', null, null))).toBe('Game drawn by stalemate');
    expect(termination(ended('draw', null, 'agreement'))).toBe('Game drawn by agreement');
    expect(termination(ended('draw', null, 'threefoldRepetition'))).toBe('Game drawn by repetition');
    expect(termination(ended('draw', null, 'fiftyMoves'))).toBe('Game drawn by 50-move rule');
    expect(termination(ended('draw', null, 'insufficientMaterial'))).toBe(
      'Game drawn by insufficient material',
    );
    expect(termination(ended('draw', null, 'timeoutVsInsufficientMaterial'))).toBe(
      'Game drawn by timeout vs insufficient material',
    );
    expect(termination(ended('aborted', null, null))).toBe('Game aborted');
    expect(termination(ended('aborted', null, 'noStartWhite'))).toBe('Game aborted - Alice did not move');
    expect(termination(ended('aborted', null, 'noStartBlack'))).toBe('Game aborted - Bob did not move');
  });

  it('and in the PGN standard’s words', () => {
    expect(termination(ended('mate', 'white', null), 'standard')).toBe('Normal');
    expect(termination(ended('outoftime', 'white', null), 'standard')).toBe('Time forfeit');
    expect(termination(ended('draw', null, 'timeoutVsInsufficientMaterial'), 'standard')).toBe(
      'Time forfeit',
    );
    expect(termination(ended('timeout', 'black', 'abandoned'), 'standard')).toBe('Abandoned');
    expect(termination(ended('aborted', null, 'noStartBlack'), 'standard')).toBe('Abandoned');
  });

  it('gives a first move that never came to the side that waited, as lichess’s noStart; any other abort no result', () => {
    expect(pgnResult(ended('aborted', null, 'noStartWhite'))).toBe('0-1');
    expect(pgnResult(ended('aborted', null, 'noStartBlack'))).toBe('1-0');
    expect(pgnResult(ended('aborted', null, null))).toBe('*');
    expect(pgnResult(ended('draw', null, 'agreement'))).toBe('1/2-1/2');
  });
});

describe('pgnTimeControl', () => {
  it('writes seconds, the increment when there is one, and a daily game per move', () => {
    expect(pgnTimeControl({ speed: 'bullet', initialSeconds: 60, incrementSeconds: 0 })).toBe('60');
    expect(pgnTimeControl({ speed: 'blitz', initialSeconds: 180, incrementSeconds: 2 })).toBe('180+2');
    expect(pgnTimeControl({ speed: 'daily', initialSeconds: 259200, incrementSeconds: 0 })).toBe('1/259200');
  });
});
