/** The analysis board's opening question: a line's positions as FEN, in the order they were reached. */
import { ANALYSIS_OPENING_MAX_FENS } from '@kingside/contract';
import { z } from 'zod';

/** A FEN's shape (placement, side, castling, en passant, optional counters); chessops checks the rest. */
const fen = z
  .string()
  .max(100)
  .regex(
    /^[1-8pnbrqkPNBRQK/]{15,71} [wb] (?:-|[KQkqA-Ha-h]{1,4}) (?:-|[a-h][36])(?: \d{1,4} \d{1,4})?$/,
    'must be a position in FEN',
  );

/** `?fen=…` once or repeated (Fastify reads a repeated parameter as a list). */
export const openingQuery = z.object({
  fen: z
    .union([fen, z.array(fen).min(1).max(ANALYSIS_OPENING_MAX_FENS)])
    .transform((value) => (typeof value === 'string' ? [value] : value)),
});
