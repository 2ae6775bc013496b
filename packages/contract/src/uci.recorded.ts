/**
 * Output of Stockfish 19 Lite WASM (npm `stockfish@19.0.0`, `bin/stockfish-19-lite-single.js` run under Node 20),
 * recorded for uci.test.ts by piping the commands named above each transcript into the engine (our own run of
 * the engine; the long searches are cut to their last lines).
 */

/** uci / isready */
export const UCI_HANDSHAKE = `Stockfish 19 Lite WASM by the Stockfish developers (see AUTHORS file)
id name Stockfish 19 Lite WASM
id author the Stockfish developers (see AUTHORS file)

option name Threads type spin default 1 min 1 max 1
option name Hash type spin default 16 min 1 max 33554432
option name Clear Hash type button
option name Ponder type check default false
option name MultiPV type spin default 1 min 1 max 256
option name Skill Level type spin default 20 min 0 max 20
option name Move Overhead type spin default 10 min 0 max 5000
option name nodestime type spin default 0 min 0 max 10000
option name UCI_Chess960 type check default false
option name UCI_LimitStrength type check default false
option name UCI_Elo type spin default 1320 min 1320 max 3190
option name UCI_ShowWDL type check default false
option name EvalFile type string default nn-61e7af4bb97d.nnue
uciok
readyok
`;

/** setoption name MultiPV value 2 / position startpos moves e2e4 e7e5 / go depth 8 */
export const MULTI_PV_DEPTH_8 = `info string NNUE evaluation using nn-61e7af4bb97d.nnue (1MiB, (768, 1024, 32, 32, 1))
info string Network replica 1: Local memory. Shared memory not supported by the OS. Local allocation fallback.
info depth 1 seldepth 2 multipv 1 score cp 12 nodes 77 nps 15400 hashfull 0 time 5 pv b1c3
info depth 1 seldepth 2 multipv 2 score cp 11 nodes 77 nps 12833 hashfull 0 time 6 pv g1f3
info depth 2 seldepth 3 multipv 1 score cp 21 nodes 144 nps 18000 hashfull 0 time 8 pv g1f3
info depth 2 seldepth 3 multipv 2 score cp 20 nodes 144 nps 18000 hashfull 0 time 8 pv b1c3
info depth 3 seldepth 4 multipv 1 score cp 28 nodes 245 nps 30625 hashfull 0 time 8 pv g1f3
info depth 3 seldepth 5 multipv 2 score cp 26 nodes 245 nps 30625 hashfull 0 time 8 pv b1c3
info depth 4 seldepth 5 multipv 1 score cp 26 nodes 716 nps 79555 hashfull 0 time 9 pv g1f3 b8c6 b1c3 g8f6
info depth 4 seldepth 10 multipv 2 score cp 24 nodes 716 nps 79555 hashfull 0 time 9 pv b1c3 g8f6
info depth 5 seldepth 10 multipv 1 score cp 30 nodes 1024 nps 102400 hashfull 0 time 10 pv g1f3 b8c6 b1c3 g8f6
info depth 5 seldepth 10 multipv 2 score cp 29 nodes 1024 nps 102400 hashfull 0 time 10 pv b1c3 g8f6 g1f3 c7c6
info depth 6 seldepth 10 multipv 1 score cp 32 nodes 1596 nps 145090 hashfull 0 time 11 pv g1f3 b8c6 b1c3 g8f6 d2d4
info depth 6 seldepth 7 multipv 2 score cp 28 nodes 1596 nps 145090 hashfull 0 time 11 pv b1c3 g8f6 g1f3 b8c6
info depth 7 seldepth 10 multipv 1 score cp 33 nodes 2334 nps 97250 hashfull 0 time 24 pv g1f3 b8c6 b1c3 g8f6 d2d4 e5d4 f3d4
info depth 7 seldepth 9 multipv 2 score cp 33 nodes 2334 nps 97250 hashfull 0 time 24 pv b1c3 b8c6 g1f3 f8c5 c3d5
info depth 8 seldepth 10 multipv 1 score cp 42 nodes 7054 nps 102231 hashfull 0 time 69 pv g1f3 b8c6 b1c3 a7a6
info depth 8 seldepth 19 multipv 2 score cp 29 nodes 7054 nps 102231 hashfull 0 time 69 pv b1c3 b8c6 g1f3 g8f6 d2d4 e5d4 f3d4 f8b4 c1g5 b4c3 b2c3 e8g8
bestmove g1f3 ponder b8c6
`;

/** position fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1 / go depth 6 (back-rank mate in one) */
export const MATE_IN_ONE = `info string NNUE evaluation using nn-61e7af4bb97d.nnue (1MiB, (768, 1024, 32, 32, 1))
info string Network replica 1: Local memory. Shared memory not supported by the OS. Local allocation fallback.
info depth 1 seldepth 2 multipv 1 score mate 1 nodes 20 nps 20000 hashfull 0 time 1 pv d1d8
info depth 2 seldepth 2 multipv 1 score mate 1 nodes 40 nps 40000 hashfull 0 time 1 pv d1d8
info depth 3 seldepth 2 multipv 1 score mate 1 nodes 60 nps 60000 hashfull 0 time 1 pv d1d8
info depth 4 seldepth 2 multipv 1 score mate 1 nodes 80 nps 80000 hashfull 0 time 1 pv d1d8
info depth 5 seldepth 2 multipv 1 score mate 1 nodes 100 nps 100000 hashfull 0 time 1 pv d1d8
info depth 6 seldepth 2 multipv 1 score mate 1 nodes 120 nps 120000 hashfull 0 time 1 pv d1d8
bestmove d1d8
`;

/** position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1 / go depth 5 (Black is stalemated) */
export const STALEMATE = `info string NNUE evaluation using nn-61e7af4bb97d.nnue (1MiB, (768, 1024, 32, 32, 1))
info string Network replica 1: Local memory. Shared memory not supported by the OS. Local allocation fallback.
info depth 0 score cp 0
bestmove (none)
`;

/** position fen 7k/8/5QK1/8/8/8/8/8 b - - 0 1 / go depth 5 (Black is mated next move) */
export const MATED_IN_ONE = `info string NNUE evaluation using nn-61e7af4bb97d.nnue (1MiB, (768, 1024, 32, 32, 1))
info string Network replica 1: Local memory. Shared memory not supported by the OS. Local allocation fallback.
info depth 1 seldepth 2 multipv 1 score cp -614 nodes 1 nps 1000 hashfull 0 time 1 pv h8g8
info depth 2 seldepth 4 multipv 1 score cp -688 nodes 7 nps 7000 hashfull 0 time 1 pv h8g8 f6f7 g8h8
info depth 3 seldepth 5 multipv 1 score mate -1 nodes 41 nps 41000 hashfull 0 time 1 pv h8g8 f6g7
info depth 4 seldepth 3 multipv 1 score mate -1 nodes 43 nps 43000 hashfull 0 time 1 pv h8g8 f6g7
info depth 5 seldepth 3 multipv 1 score mate -1 nodes 45 nps 45000 hashfull 0 time 1 pv h8g8 f6g7
bestmove h8g8 ponder f6g7
`;

/** position fen 7k/6Q1/6K1/8/8/8/8/8 b - - 0 1 / go depth 3 (Black is checkmated) */
export const CHECKMATED = `info string NNUE evaluation using nn-61e7af4bb97d.nnue (1MiB, (768, 1024, 32, 32, 1))
info string Network replica 1: Local memory. Shared memory not supported by the OS. Local allocation fallback.
info depth 0 score mate 0
bestmove (none)
`;

/** setoption name UCI_ShowWDL value true / position fen r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3 / go depth 20 (last lines) */
export const WDL_LINE = `info depth 19 seldepth 38 multipv 1 score cp 21 wdl 41 951 8 nodes 507077 nps 482930 hashfull 194 time 1050 pv d2d4 e5d4 f3d4 g8f6 d4c6 b7c6 e4e5 d8e7 d1e2 f6d5 g2g3 f7f6 e5f6 e7e2 f1e2 d5f6 b1c3 f8c5 c3a4 c5b6 c1f4
info depth 20 seldepth 29 multipv 1 score cp 23 wdl 45 948 7 nodes 553891 nps 493663 hashfull 208 time 1122 pv d2d4 e5d4 f3d4 g8f6 d4c6 b7c6 e4e5 d8e7 d1e2 f6d5 g2g3 f7f6 e5f6 e7e2 f1e2 d5f6 b1c3 f8c5 c3a4 c5b6 e1g1 d7d6
bestmove d2d4 ponder e5d4
`;

/** position fen r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQ1RK1 w - - 0 6 / go movetime 4000 (last lines) */
export const LOWERBOUND = `info depth 25 seldepth 36 multipv 1 score cp 19 nodes 1957512 nps 624206 hashfull 683 time 3136 pv c2c3 d7d6 b1d2 a7a5 h2h3 c8e6 c4b5 c5a7 f1e1 h7h6 b5a4 c6e7 d2f1 e7g6 a4c2 b7b5 d3d4 a5a4 c1e3 c7c6 b2b3 a4b3 a2b3 d8c7 a1a6
info depth 26 seldepth 37 multipv 1 score cp 18 lowerbound nodes 2491315 nps 622828 hashfull 795 time 4000 pv c2c3 d7d6
bestmove c2c3 ponder d7d6
`;

/** position fen rnbqkb1r/pp1p1ppp/2p2n2/4p3/2B1P3/2N5/PPPP1PPP/R1BQK1NR w KQkq - 0 4 / go movetime 3000 (last lines) */
export const UPPERBOUND = `info depth 21 seldepth 39 multipv 1 score cp 54 nodes 770174 nps 347238 hashfull 288 time 2218 pv d2d4 e5d4 d1d4 b7b5 c4b3 d7d6 e4e5 d6e5 d4d8 e8d8 g1f3 b8d7 f3g5 d8c7 g5f7 h8g8 e1g1 a7a5 a2a3 h7h6 f1e1 a5a4 b3a2 f8c5 f7e5 g8e8 e5d3 e8e1 d3e1 d7e5
info depth 22 seldepth 39 multipv 1 score cp 47 upperbound nodes 1098767 nps 366255 hashfull 429 time 3000 pv d2d4 e5d4
bestmove d2d4 ponder e5d4
`;

/** setoption name UCI_LimitStrength value true / setoption name UCI_Elo value 1500 / position startpos moves e2e4 / go nodes 5000 */
export const LIMITED_STRENGTH = `info string NNUE evaluation using nn-61e7af4bb97d.nnue (1MiB, (768, 1024, 32, 32, 1))
info string Network replica 1: Local memory. Shared memory not supported by the OS. Local allocation fallback.
info depth 1 seldepth 2 multipv 1 score cp -14 nodes 118 nps 59000 hashfull 0 time 2 pv e7e5
info depth 2 seldepth 3 multipv 1 score cp -31 nodes 785 nps 261666 hashfull 0 time 3 pv e7e5 b1c3
info depth 3 seldepth 4 multipv 1 score cp -20 nodes 1080 nps 360000 hashfull 0 time 3 pv e7e5 b1c3
info depth 4 seldepth 7 multipv 1 score cp -34 nodes 3117 nps 623400 hashfull 0 time 5 pv c7c5 b1c3 b8c6 g1f3
info depth 5 seldepth 9 multipv 1 score cp -34 nodes 5005 nps 625625 hashfull 1 time 8 pv c7c5 g1f3
bestmove c7c5 ponder g1f3
`;
