import { Chess as ChessJs } from 'chess.js';
import { Chess } from 'chessops/chess';
import { INITIAL_FEN, parseFen } from 'chessops/fen';
import { describe, expect, it } from 'vitest';
import {
  automaticEnd,
  claimableDraw,
  fenAfter,
  fenOf,
  type GameState,
  hasInsufficientMaterialToWin,
  legalDests,
  legalMoves,
  newGame,
  playMove,
  replay,
  stateAt,
  turnOf,
} from './rules';

const fromFen = (fen: string): GameState => stateAt(Chess.fromSetup(parseFen(fen).unwrap()).unwrap());

const play = (state: GameState, uci: string) => {
  const played = playMove(state, uci);
  if (!played.ok) throw new Error(`${uci}: ${played.error}`);
  return played.value;
};

const after = (moves: string): GameState => {
  const replayed = replay(moves.split(' ').filter(Boolean));
  if (!replayed.ok) throw new Error(`ply ${replayed.ply}: ${replayed.error}`);
  return replayed.value;
};

// 1.Nf3 Nf6 2.g3 g6 3.Bg2 Bg7: both sides may castle short; e2, f2 and h2 still hold pawns.
const READY_TO_CASTLE_SHORT = 'g1f3 g8f6 g2g3 g7g6 f1g2 f8g7';
// 1.d4 d5 2.Nc3 Nc6 3.Bf4 Bf5 4.Qd2 Qd7: both sides may castle long.
const READY_TO_CASTLE_LONG = 'd2d4 d7d5 b1c3 b8c6 c1f4 c8f5 d1d2 d8d7';
// 1.a4 b5 2.axb5 a6 3.bxa6 Bb7 4.axb7 Nc6: b7xa8 promotes.
const READY_TO_PROMOTE = 'a2a4 b7b5 a4b5 a7a6 b5a6 c8b7 a6b7 b8c6';

describe('newGame and playMove', () => {
  it('starts from the initial position with white to move', () => {
    const game = newGame();
    expect(fenOf(game)).toBe(INITIAL_FEN);
    expect(turnOf(game)).toBe('white');
    expect(legalMoves(game)).toHaveLength(20);
    expect(legalDests(game).get('e2')).toEqual(['e3', 'e4']);
  });

  it('plays a move and reports SAN, UCI and FEN without touching the previous state', () => {
    const game = newGame();
    const played = play(game, 'e2e4');
    expect(played).toMatchObject({
      san: 'e4',
      uci: 'e2e4',
      fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
    });
    expect(turnOf(played.state)).toBe('black');
    expect(fenOf(game)).toBe(INITIAL_FEN);
  });

  it.each([
    ['e1g1', READY_TO_CASTLE_SHORT, 'O-O', 'e1g1'],
    ['e1h1', READY_TO_CASTLE_SHORT, 'O-O', 'e1g1'],
    ['e1c1', READY_TO_CASTLE_LONG, 'O-O-O', 'e1c1'],
    ['e1a1', READY_TO_CASTLE_LONG, 'O-O-O', 'e1c1'],
    ['e8g8', `${READY_TO_CASTLE_SHORT} e1g1`, 'O-O', 'e8g8'],
    ['e8h8', `${READY_TO_CASTLE_SHORT} e1g1`, 'O-O', 'e8g8'],
    ['e8c8', `${READY_TO_CASTLE_LONG} e1c1`, 'O-O-O', 'e8c8'],
    ['e8a8', `${READY_TO_CASTLE_LONG} e1a1`, 'O-O-O', 'e8c8'],
  ])('castles with %s and stores it as the two-square king move', (uci, moves, san, stored) => {
    expect(play(after(moves), uci)).toMatchObject({ san, uci: stored });
  });

  it('offers chessground both castling forms', () => {
    expect(legalDests(after(READY_TO_CASTLE_SHORT)).get('e1')).toEqual(expect.arrayContaining(['g1', 'h1']));
    expect(legalMoves(after(READY_TO_CASTLE_SHORT))).toContain('e1g1');
    expect(legalMoves(after(READY_TO_CASTLE_SHORT))).not.toContain('e1h1');
  });

  it.each([
    ['e1g1q', READY_TO_CASTLE_SHORT, 'a promotion piece on a castling move'],
    ['e1e2', READY_TO_CASTLE_SHORT, 'the king onto its own pawn (chessops would read it as castling)'],
    ['e1f2', READY_TO_CASTLE_SHORT, 'the king onto its own pawn, diagonally'],
    ['e1h2', READY_TO_CASTLE_SHORT, 'the king onto a far friendly piece'],
    ['e1g1', 'e2e4 e7e5 g1f3 b8c6', 'castling through a bishop'],
    ['e1c1', READY_TO_CASTLE_SHORT, 'castling long with the queenside full'],
    ['e8g8', READY_TO_CASTLE_SHORT, "the other side's castling"],
    ['e1g1', 'e2e4 e7e5 g1f3 b8c6 f1c4 d7d6 e1e2 c8d7 e2e1 d7e6', 'castling after the king moved'],
  ])('refuses %s after %s: %s', (uci, moves) => {
    expect(playMove(after(moves), uci)).toEqual({ ok: false, error: 'illegal_move' });
  });

  it('refuses castling out of, through and into check', () => {
    // Black queen on the e-file, then on c4 (covers f1), then on g1's diagonal via c5.
    const outOfCheck = fromFen('4k3/8/8/8/8/8/8/4K2R w K - 0 1');
    expect(playMove(outOfCheck, 'e1g1').ok).toBe(true);
    expect(playMove(fromFen('4k3/8/8/8/4q3/8/8/4K2R w K - 0 1'), 'e1g1').ok).toBe(false);
    expect(playMove(fromFen('4k3/8/8/8/2q5/8/8/4K2R w K - 0 1'), 'e1g1').ok).toBe(false);
    expect(playMove(fromFen('4k3/8/8/2q5/8/8/8/4K2R w K - 0 1'), 'e1g1').ok).toBe(false);
  });

  it('promotes only with a named queen, rook, bishop or knight', () => {
    const ready = after(READY_TO_PROMOTE);
    expect(play(ready, 'b7a8q')).toMatchObject({ san: 'bxa8=Q', uci: 'b7a8q' });
    expect(play(ready, 'b7a8n')).toMatchObject({ san: 'bxa8=N', uci: 'b7a8n' });
    expect(playMove(ready, 'b7a8')).toEqual({ ok: false, error: 'illegal_move' });
    expect(playMove(ready, 'a1a7q')).toEqual({ ok: false, error: 'illegal_move' });
    expect(playMove(ready, 'b7a8k')).toEqual({ ok: false, error: 'malformed_move' });
    expect(playMove(ready, 'b7a8p')).toEqual({ ok: false, error: 'malformed_move' });
    expect(legalMoves(ready).filter((uci) => uci.startsWith('b7a8'))).toEqual([
      'b7a8q',
      'b7a8r',
      'b7a8b',
      'b7a8n',
    ]);
  });

  it('names the file or the rank of a piece when another of its kind reaches the same square', () => {
    expect(play(after('g1f3 a7a6 d2d4 a6a5'), 'b1d2')).toMatchObject({ san: 'Nbd2' });
    expect(play(after('a2a4 a7a6 h2h4 a6a5 h1h3 b7b6 h3a3 b6b5'), 'a1a2')).toMatchObject({ san: 'R1a2' });
    // Queens on a1, a3 and c1 all reach c3 (a1 over b2): neither a1's file nor its rank alone tells it apart.
    const queens = fromFen('4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1');
    expect(play(queens, 'a1c3')).toMatchObject({ san: 'Qa1c3' });
    expect(play(queens, 'a1b1')).toMatchObject({ san: 'Qab1' });
  });

  it('takes en passant only right after the double step', () => {
    const ready = after('e2e4 a7a6 e4e5 d7d5');
    expect(fenOf(ready)).toBe('rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3');
    expect(play(ready, 'e5d6')).toMatchObject({ san: 'exd6' });
    expect(playMove(after('e2e4 a7a6 e4e5 d7d5 g1f3 h7h6'), 'e5d6').ok).toBe(false);
  });

  it.each([
    '',
    'e2e',
    'e2e4 ',
    ' e2e4',
    'E2E4',
    'e2-e4',
    'e9e4',
    'i2i4',
    'Q@e4',
    '0000',
    'e2e4qq',
    'O-O',
    'e4',
  ])('calls %j malformed', (uci) => {
    expect(playMove(newGame(), uci)).toEqual({ ok: false, error: 'malformed_move' });
  });

  it.each([123, null, undefined, {}, [], Symbol('e2e4')])('calls the non-string %s malformed', (uci) => {
    expect(playMove(newGame(), uci as unknown as string)).toEqual({ ok: false, error: 'malformed_move' });
  });
});

describe('replay', () => {
  it('rebuilds the same state from the stored moves, whichever castling form was sent', () => {
    const moves = `${READY_TO_CASTLE_SHORT} e1h1 e8g8 d2d4`;
    const replayed = after(moves);
    expect(fenOf(replayed)).toBe('rnbq1rk1/ppppppbp/5np1/8/3P4/5NP1/PPP1PPBP/RNBQ1RK1 b - - 0 5');
    expect(replayed.keys).toEqual(after(moves.replace('e1h1', 'e1g1')).keys);
  });

  it('names the first refused move', () => {
    expect(replay(['e2e4', 'e7e5', 'e4e5', 'd7d5'])).toEqual({ ok: false, error: 'illegal_move', ply: 2 });
    expect(replay(['e2e4', 'nonsense'])).toEqual({ ok: false, error: 'malformed_move', ply: 1 });
  });
});

describe('automaticEnd and claimableDraw', () => {
  it('is null in an ordinary position', () => {
    expect(automaticEnd(after('e2e4 e7e5'))).toBeNull();
    expect(claimableDraw(after('e2e4 e7e5'))).toBeNull();
  });

  it('ends in checkmate for the side that mated', () => {
    expect(automaticEnd(after('f2f3 e7e5 g2g4 d8h4'))).toEqual({
      status: 'mate',
      winner: 'black',
      endReason: null,
    });
  });

  it('ends in stalemate (Loyd, 10.Qe6)', () => {
    const loyd =
      'e2e3 a7a5 d1h5 a8a6 h5a5 h7h5 h2h4 a6h6 a5c7 f7f6 c7d7 e8f7 d7b7 d8d3 b7b8 d3h7 b8c8 f7g6 c8e6';
    expect(automaticEnd(after(loyd))).toEqual({ status: 'stalemate', winner: null, endReason: null });
  });

  it.each([
    '8/8/4k3/8/8/3K4/8/8 w - - 0 1',
    '8/8/4k3/8/8/3K4/5N2/8 w - - 0 1',
    '8/8/4k3/8/8/3K4/5B2/8 w - - 0 1',
    '8/2b5/4k3/8/8/3K4/5B2/8 w - - 0 1',
  ])('draws on insufficient material in %s', (fen) => {
    expect(automaticEnd(fromFen(fen))).toEqual({
      status: 'draw',
      winner: null,
      endReason: 'insufficientMaterial',
    });
  });

  it('lets the side to move claim threefold repetition, and ends the game at fivefold', () => {
    const shuffle = 'g1f3 g8f6 f3g1 f6g8';
    expect(claimableDraw(after(`${shuffle} g1f3 g8f6 f3g1`))).toBeNull();
    expect(claimableDraw(after(`${shuffle} ${shuffle}`))).toBe('threefoldRepetition');
    expect(automaticEnd(after(`${shuffle} ${shuffle} ${shuffle}`))).toBeNull();
    expect(automaticEnd(after(`${shuffle} ${shuffle} ${shuffle} ${shuffle}`))).toEqual({
      status: 'draw',
      winner: null,
      endReason: 'fivefoldRepetition',
    });
  });

  it('forgets repetitions across a pawn move or a capture', () => {
    const shuffle = 'g1f3 g8f6 f3g1 f6g8';
    expect(claimableDraw(after(`${shuffle} e2e3 e7e6 ${shuffle}`))).toBeNull();
    expect(after(`${shuffle} e2e3`).keys).toHaveLength(1);
  });

  it('counts a position with a legal en passant capture apart from the same board without it', () => {
    // After 2...d5 white may take en passant; after the knights' round trip that right is gone.
    const repeated = after('e2e4 a7a6 e4e5 d7d5 g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8');
    expect(claimableDraw(repeated)).toBeNull();
  });

  it('counts a repetition behind a pinned en passant capture as one position, unlike chess.js', () => {
    // After ...c5 the b5 pawn stands beside it but is pinned along the fifth rank: no en passant,
    // so the kings' round trips repeat that very position (FIDE 9.2.3).
    const start = '4k3/2p5/8/KP5r/8/8/8/8 b - - 0 1';
    const moves = ['c7c5', 'a5a6', 'e8d8', 'a6a5', 'd8e8', 'a5a6', 'e8d8', 'a6a5', 'd8e8'];
    const state = moves.reduce((game, move) => play(game, move).state, fromFen(start));
    expect(claimableDraw(state)).toBe('threefoldRepetition');
    const js = new ChessJs(start);
    for (const move of moves) js.move({ from: move.slice(0, 2), to: move.slice(2, 4) });
    expect(js.fen()).toBe(fenOf(state));
    expect(js.isThreefoldRepetition()).toBe(false);
  });

  it('lets the side to move claim fifty moves from the 100th quiet ply', () => {
    expect(claimableDraw(fromFen('4k3/8/8/8/8/8/8/R3K3 w - - 99 80'))).toBeNull();
    expect(claimableDraw(fromFen('4k3/8/8/8/8/8/8/R3K3 w - - 100 80'))).toBe('fiftyMoves');
  });

  it('ends the game on the 150th quiet ply, unless that ply mates', () => {
    const quiet = play(fromFen('6k1/8/6K1/8/8/8/8/R7 w - - 149 100'), 'a1a2').state;
    expect(automaticEnd(quiet)).toEqual({ status: 'draw', winner: null, endReason: 'seventyFiveMoves' });
    const mate = play(fromFen('6k1/8/6K1/8/8/8/8/R7 w - - 149 100'), 'a1a8').state;
    expect(automaticEnd(mate)).toEqual({ status: 'mate', winner: 'white', endReason: null });
  });
});

describe('hasInsufficientMaterialToWin', () => {
  it.each([
    ['a lone king', '8/8/4k3/8/8/3K4/8/7r w - - 0 1', 'white', true],
    ['a rook', '8/8/4k3/8/8/3K4/8/7r w - - 0 1', 'black', false],
    ['a knight against a lone king', '8/8/4k3/8/8/3K4/5N2/8 w - - 0 1', 'white', true],
    ['a knight against a queen', '8/8/4k3/8/3q4/3K4/5N2/8 w - - 0 1', 'white', true],
    [
      'a knight against a rook (it may block its own king)',
      '8/8/4k3/8/3r4/3K4/5N2/8 w - - 0 1',
      'white',
      false,
    ],
    [
      'a bishop against a pawn (it may block its own king)',
      '8/8/4k3/4p3/8/3K4/5B2/8 w - - 0 1',
      'white',
      false,
    ],
    ['two knights', '8/8/4k3/8/8/3K4/4NN2/8 w - - 0 1', 'white', false],
    ['a pawn', '8/8/4k3/8/8/3K4/5P2/8 w - - 0 1', 'white', false],
  ] as const)('with %s is %s', (_, fen, color, expected) => {
    expect(hasInsufficientMaterialToWin(fromFen(fen), color)).toBe(expected);
  });
});

describe('fenAfter', () => {
  it('is the FEN replay reaches, castling given either way, stopping at the first bad move', () => {
    const moves = ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'g8f6', 'e1g1'];
    const replayed = replay(moves);
    expect(replayed.ok && fenOf(replayed.value)).toBe(fenAfter(moves));
    expect(fenAfter([...moves.slice(0, 6), 'e1h1'])).toBe(fenAfter(moves));
    expect(fenAfter(['e2e4', 'e2e4', 'e7e5'])).toBe(fenAfter(['e2e4']));
    expect(fenAfter(['e2e4', 'nonsense'])).toBe(fenAfter(['e2e4']));
    expect(fenAfter([])).toBe(fenOf(newGame()));
  });
});
