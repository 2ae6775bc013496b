import {
  ANALYSIS_OPENING_MAX_FENS,
  type EntitlementStatus,
  REVIEW_ACCURACY_TOLERANCE,
  REVIEW_MESSAGES,
  type ReviewDepth,
  type ReviewInfo,
  type ReviewSubmission,
} from '@kingside/contract';
import { evalsFitPositions, replayFens, reviewGame } from '@kingside/contract/review';
import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import type { Member } from '../entitlements';
import { createReviewRepo } from './review.repo';

/** Games start from the standard position (the games table keeps no other start). */
export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

export interface ReviewedGame {
  moves: string;
  status: string;
}

export interface ReviewDeps {
  db: Db;
  clock: Clock;
  findGame: (id: string) => Promise<ReviewedGame | null>;
  /** Whether the opening table names this position. */
  isBook: (fen: string) => boolean;
}

const mismatch = (message: string = REVIEW_MESSAGES.review_mismatch) =>
  new AppError('review_mismatch', 422, message);

const DEPTH_ORDER: readonly ReviewDepth[] = ['deep', 'standard'];

/**
 * Game review on the server: the book moves of a game, each member's own saved reviews (checked
 * against the game: every position's evaluation, legal best moves, and the classes and accuracy the
 * browser sent equal to what the same numbers give here), and the deep setting's allowance.
 */
export function createReview(deps: ReviewDeps) {
  const repo = createReviewRepo(deps.db);

  async function finishedGame(gameId: string) {
    const game = await deps.findGame(gameId);
    if (!game) throw notFound();
    if (game.status === 'started') throw new AppError('game_not_over', 409, REVIEW_MESSAGES.game_not_over);
    const moves = game.moves ? game.moves.split(' ') : [];
    const fens = replayFens(START_FEN, moves);
    if (!fens) throw notFound();
    return { moves, fens };
  }

  /** The deepest position the opening table names: every move up to it is "book". */
  const bookPlies = (fens: readonly string[]): number => {
    let plies = 0;
    for (let ply = 1; ply < Math.min(fens.length, ANALYSIS_OPENING_MAX_FENS); ply++)
      if (deps.isBook(fens[ply]!)) plies = ply;
    return plies;
  };

  return {
    async info(gameId: string, member: Member | null): Promise<ReviewInfo> {
      const { fens } = await finishedGame(gameId);
      const rows = member ? await repo.mine(gameId, member.userId) : [];
      const saved = DEPTH_ORDER.map((depth) => rows.find((row) => row.depth === depth && row.evals)).find(
        Boolean,
      );
      return {
        bookPlies: bookPlies(fens),
        saved: saved?.evals ? { depth: saved.depth as ReviewDepth, evals: saved.evals } : null,
        deepStarted: rows.some((row) => row.depth === 'deep' && !row.evals),
      };
    },

    /**
     * Spends one deep review of the member's allowance and remembers it for the save. The game is
     * checked first: a review of no game (bad input) must not cost anything.
     */
    async startDeep(
      gameId: string,
      member: Member,
      consume: () => Promise<EntitlementStatus>,
    ): Promise<EntitlementStatus> {
      await finishedGame(gameId);
      const status = await consume();
      await repo.startDeep(gameId, member.userId, deps.clock.now());
      return status;
    },

    async save(gameId: string, member: Member, submission: ReviewSubmission): Promise<void> {
      const { moves, fens } = await finishedGame(gameId);
      if (submission.evals.length !== fens.length || submission.classes.length !== moves.length)
        throw mismatch(
          `This game has ${moves.length} moves: a review needs ${fens.length} evaluations and ${moves.length} classes.`,
        );
      if (!evalsFitPositions(fens, submission.evals))
        throw mismatch('A best move is not legal in its position.');
      if (submission.depth === 'deep') {
        const rows = await repo.mine(gameId, member.userId);
        if (!rows.some((row) => row.depth === 'deep'))
          throw new AppError('review_deep_not_started', 403, REVIEW_MESSAGES.review_deep_not_started);
      }
      const result = reviewGame({
        startFen: START_FEN,
        moves,
        evals: submission.evals,
        bookPlies: bookPlies(fens),
      });
      if (!result) throw mismatch();
      const classesMatch = result.moves.every((move, index) => move.moveClass === submission.classes[index]);
      const near = (ours: number | null, theirs: number | null) =>
        ours === null || theirs === null
          ? ours === theirs
          : Math.abs(ours - theirs) <= REVIEW_ACCURACY_TOLERANCE;
      if (
        !classesMatch ||
        !near(result.accuracy.white, submission.accuracy.white) ||
        !near(result.accuracy.black, submission.accuracy.black)
      )
        throw mismatch();
      await repo.save(gameId, member.userId, submission.depth, submission.evals, deps.clock.now());
    },
  };
}

export type Review = ReturnType<typeof createReview>;
