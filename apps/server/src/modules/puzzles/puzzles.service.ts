import {
  PUZZLE_LIMITS,
  PUZZLES_MESSAGES,
  type PuzzleDaily,
  type PuzzleDrillsPage,
  type PuzzleMe,
  type PuzzleMode,
  type PuzzleNext,
  type PuzzleShown,
  type PuzzleStreakView,
  type PuzzleTheme,
  type PuzzleThemeCount,
  type PuzzleVerdict,
} from '@kingside/contract';
import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { Entitlements, Member } from '../entitlements';
import { DEFAULT_RATING, type Rating, rate } from '../play';
import { afterMiss, afterSolve } from './drill-schedule';
import { checkAnswer } from './puzzle-answer';
import { ratingView, shownPuzzle } from './puzzles.present';
import { createPuzzlesRepo, type PuzzleFilter } from './puzzles.repo';
import type { PuzzleRow } from './puzzles.tables';

export interface PuzzlesDeps {
  db: Db;
  clock: Clock;
  entitlements: Entitlements;
}

const DAY_MS = 86_400_000;
/** Any rating: the fallback when nothing is left near the member's. */
const ANY_RATING = { min: 0, max: 10_000 };

const unprocessable = (code: 'puzzle_illegal_move' | 'puzzle_too_many_moves') =>
  new AppError(code, 422, PUZZLES_MESSAGES[code], 'moves');

/**
 * Puzzles: picking one, checking answers (the server's word, never the client's), Glicko-2 for the
 * member and the puzzle on a first try, drills for misses, the daily puzzle and streak runs.
 */
export function createPuzzles(deps: PuzzlesDeps) {
  const { db, clock } = deps;
  const repo = createPuzzlesRepo();

  async function memberRating(userId: number): Promise<Rating> {
    const row = await repo.memberRating(db, userId);
    return row ? { rating: row.rating, deviation: row.rd, volatility: row.vol } : DEFAULT_RATING;
  }

  async function puzzleOr404(id: number): Promise<PuzzleRow> {
    const puzzle = await repo.puzzle(db, id);
    if (!puzzle) throw new AppError('puzzle_not_found', 404, PUZZLES_MESSAGES.puzzle_not_found);
    return puzzle;
  }

  const utcDay = (now: Date) => now.toISOString().slice(0, 10);

  async function dailyId(): Promise<number | null> {
    const now = clock.now();
    const day = utcDay(now);
    return (await repo.dailyOf(db, day)) ?? repo.pickDaily(db, day, Math.floor(now.getTime() / DAY_MS));
  }

  async function streakView(userId: number): Promise<PuzzleStreakView> {
    const row = await repo.streak(db, userId);
    if (!row) return { current: 0, best: 0, puzzle: null };
    const puzzle = row.puzzleId === null ? null : await repo.puzzle(db, row.puzzleId);
    return { current: row.current, best: row.best, puzzle: puzzle ? shownPuzzle(puzzle) : null };
  }

  /** Refuses an answer in a mode this puzzle is not in for the member. */
  async function checkMode(userId: number, puzzleId: number, mode: PuzzleMode): Promise<void> {
    if (mode === 'daily' && (await dailyId()) !== puzzleId)
      throw conflict('puzzle_not_daily', PUZZLES_MESSAGES.puzzle_not_daily);
    if (mode === 'streak') {
      const streak = await repo.streak(db, userId);
      if (!streak?.puzzleId) throw conflict('puzzle_streak_none', PUZZLES_MESSAGES.puzzle_streak_none);
      if (streak.puzzleId !== puzzleId)
        throw conflict('puzzle_not_current', PUZZLES_MESSAGES.puzzle_not_current);
    }
    if (mode === 'drill' && !(await repo.drill(db, userId, puzzleId)))
      throw conflict('puzzle_not_due', PUZZLES_MESSAGES.puzzle_not_due);
  }

  return {
    repo,

    async me(userId: number): Promise<PuzzleMe> {
      const row = await repo.memberRating(db, userId);
      const rating = row ? { rating: row.rating, deviation: row.rd } : DEFAULT_RATING;
      const streak = await repo.streak(db, userId);
      return {
        ...ratingView(rating),
        solved: row?.solved ?? 0,
        failed: row?.failed ?? 0,
        bestStreak: streak?.best ?? 0,
        drillsDue: await repo.dueCount(db, userId, clock.now()),
      };
    },

    /** An unplayed puzzle: nearest the member's rating inside the range (default: their rating ± the window). */
    async next(
      userId: number,
      query: { min?: number; max?: number; theme?: PuzzleTheme },
    ): Promise<PuzzleNext> {
      const rating = await memberRating(userId);
      const ranged = query.min !== undefined || query.max !== undefined;
      const filter: PuzzleFilter = {
        min: query.min ?? (ranged ? ANY_RATING.min : rating.rating - PUZZLE_LIMITS.window),
        max: query.max ?? (ranged ? ANY_RATING.max : rating.rating + PUZZLE_LIMITS.window),
        theme: query.theme ?? null,
      };
      let puzzle = await repo.nearest(db, userId, rating.rating, filter);
      // No range asked for: rather a puzzle further off than none.
      if (!puzzle && !ranged)
        puzzle = await repo.nearest(db, userId, rating.rating, { ...filter, ...ANY_RATING });
      return { puzzle: puzzle ? shownPuzzle(puzzle) : null, me: ratingView(rating) };
    },

    async shown(id: number): Promise<PuzzleShown> {
      return shownPuzzle(await puzzleOr404(id));
    },

    async submit(
      member: Member,
      id: number,
      input: { moves: string[]; mode: PuzzleMode },
    ): Promise<PuzzleVerdict> {
      const userId = member.userId;
      const puzzle = await puzzleOr404(id);
      await checkMode(userId, id, input.mode);
      const check = checkAnswer(puzzle, input.moves);
      if (check.kind === 'illegal') throw unprocessable('puzzle_illegal_move');
      if (check.kind === 'too_many') throw unprocessable('puzzle_too_many_moves');

      let attempt = await repo.openAttempt(db, userId, id);
      if (!attempt) {
        // A new try: a counted use, except the daily puzzle and streaks (a run was counted at its start).
        if (input.mode === 'rated' || input.mode === 'drill')
          await deps.entitlements.consume(member, 'puzzles');
        const rated = input.mode !== 'streak' && !(await repo.hasTried(db, userId, id));
        attempt = await repo.startAttempt(db, {
          userId,
          puzzleId: id,
          mode: input.mode,
          rated,
          result: null,
          createdAt: clock.now(),
        });
      }
      if (check.kind === 'continue') return { status: 'continue', reply: check.reply };

      const solved = check.kind === 'solved';
      const now = clock.now();
      const before = await memberRating(userId);
      return db.transaction(async (tx) => {
        let ratings: { white: Rating; black: Rating } | null = null;
        if (attempt.rated) {
          ratings = rate(
            before,
            { rating: puzzle.rating, deviation: puzzle.rd, volatility: puzzle.vol },
            solved ? 1 : 0,
          );
        }
        const finished = await repo.finishAttempt(tx, attempt.id, {
          result: solved ? 'solved' : 'failed',
          ratingBefore: ratings ? before.rating : null,
          ratingAfter: ratings ? ratings.white.rating : null,
          at: now,
        });
        const verdict: PuzzleVerdict = {
          status: solved ? 'solved' : 'failed',
          solution: puzzle.solution,
          rating:
            finished && ratings
              ? { before: Math.round(before.rating), after: Math.round(ratings.white.rating) }
              : null,
        };
        // Another request finished this try first: it did the bookkeeping.
        if (!finished) return verdict;
        if (ratings) {
          await repo.saveMemberRating(tx, userId, ratings.white, solved, now);
          await repo.setPuzzleRating(tx, id, ratings.black);
        }
        if (!solved) {
          const miss = afterMiss(now);
          await repo.saveDrill(tx, userId, id, miss.step, miss.dueAt);
        } else if (input.mode === 'drill') {
          const drill = await repo.drill(tx, userId, id);
          const next = afterSolve(drill?.step ?? 0, now);
          if (next) await repo.saveDrill(tx, userId, id, next.step, next.dueAt);
          else await repo.dropDrill(tx, userId, id);
          verdict.drillDueAt = next ? next.dueAt.toISOString() : null;
        }
        if (input.mode === 'drill' && !solved) verdict.drillDueAt = afterMiss(now).dueAt.toISOString();
        if (input.mode === 'streak') {
          const streak = (await repo.streak(tx, userId))!;
          const current = solved ? streak.current + 1 : streak.current;
          const rung = solved ? await repo.ladderAfter(tx, puzzle.rating, puzzle.id) : null;
          await repo.saveStreak(tx, {
            ...streak,
            current,
            best: Math.max(streak.best, current),
            puzzleId: rung?.id ?? null,
            ladderRating: puzzle.rating,
            ladderId: puzzle.id,
            updatedAt: now,
          });
          verdict.streak = {
            current,
            best: Math.max(streak.best, current),
            puzzle: rung ? shownPuzzle(rung) : null,
          };
        }
        return verdict;
      });
    },

    async daily(userId: number | null): Promise<PuzzleDaily> {
      const id = await dailyId();
      if (id === null) throw notFound(PUZZLES_MESSAGES.noPuzzle);
      const puzzle = await puzzleOr404(id);
      return {
        day: utcDay(clock.now()),
        puzzle: shownPuzzle(puzzle),
        result: userId === null ? null : await repo.lastResult(db, userId, id),
      };
    },

    streak: streakView,

    /** A new run from the easiest puzzle up: one use of `puzzleRush`. */
    async startStreak(member: Member): Promise<PuzzleStreakView> {
      // No puzzles, no run: nothing to count.
      const first = await repo.ladderAfter(db, -1, 0);
      if (!first) throw notFound(PUZZLES_MESSAGES.noPuzzle);
      await deps.entitlements.consume(member, 'puzzleRush');
      const old = await repo.streak(db, member.userId);
      await repo.saveStreak(db, {
        userId: member.userId,
        current: 0,
        best: old?.best ?? 0,
        puzzleId: first.id,
        ladderRating: first.rating,
        ladderId: first.id,
        updatedAt: clock.now(),
      });
      return { current: 0, best: old?.best ?? 0, puzzle: shownPuzzle(first) };
    },

    async themes(): Promise<PuzzleThemeCount[]> {
      return repo.themeCounts(db);
    },

    async drills(userId: number, cursor: string | undefined): Promise<PuzzleDrillsPage> {
      const after = cursor
        ? { dueAt: new Date(Number(cursor.split(':')[0])), puzzleId: Number(cursor.split(':')[1]) }
        : null;
      const limit = PUZZLE_LIMITS.drillsPageSize;
      const rows = await repo.dueDrills(db, userId, clock.now(), after, limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        drills: page.map(({ drill, puzzle }) => ({
          puzzle: shownPuzzle(puzzle),
          step: drill.step,
          dueAt: drill.dueAt.toISOString(),
        })),
        next: rows.length > limit && last ? `${last.drill.dueAt.getTime()}:${last.drill.puzzleId}` : null,
      };
    },

    /** When the member solved puzzles (stats' SolveDays: the solving streak), newest first. */
    solvedAt: (userId: number, window: { from?: Date; to?: Date } = {}, limit = 20_000) =>
      repo.solvedAt(db, userId, window, limit),
  };
}

export type Puzzles = ReturnType<typeof createPuzzles>;
