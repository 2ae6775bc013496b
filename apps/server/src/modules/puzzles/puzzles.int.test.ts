import { PUZZLES_API, type PuzzleMe, type PuzzleNext, type PuzzleVerdict } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { memberWith, type TestMember } from '../entitlements/entitlements.fixtures';
import { backRankPuzzles, FORK_PUZZLE, seedTestPuzzles } from './puzzles.fixtures';
import { puzzleAttempts } from './puzzles.tables';

const DAY_MS = 86_400_000;
/** A legal move that solves nothing, in the fork puzzle or a back-rank one. */
const wrongIn = (fen: string) => (fen === FORK_PUZZLE.fen ? 'e1d1' : 'h2h3');

describe.each(DATABASE_KINDS)('puzzles on %s', (kind) => {
  let t: TestApp;
  let forkId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    t.clock.set(new Date('2026-03-02T10:00:00Z'));
    await seedTestPuzzles(t, [FORK_PUZZLE, ...backRankPuzzles(12)]);
    forkId = (await t.services.puzzles.next(0, { theme: 'fork' })).puzzle!.id;
  });
  afterAll(() => t.close());

  const submit = (m: TestMember, id: number, moves: string[], mode = 'rated') =>
    m.browser.post(PUZZLES_API.moves(id), { moves, mode });
  const me = async (m: TestMember) => (await m.browser.get(PUZZLES_API.me)).json() as PuzzleMe;
  const attemptsOf = async (m: TestMember) =>
    (await t.testDb.database.db.select().from(puzzleAttempts)).filter((row) => row.userId === m.user.userId);

  it('serves a puzzle without its solution', async () => {
    const m = await memberWith(t, { level: 'gold' });
    const response = await m.browser.get(PUZZLES_API.next);
    expect(response.statusCode).toBe(200);
    const next = response.json() as PuzzleNext;
    expect(next.me).toEqual({ rating: 1500, deviation: 500, provisional: true });
    expect(next.puzzle).toMatchObject({ fen: expect.any(String), solverMoves: expect.any(Number) });
    expect(response.body).not.toContain('solution');
  });

  it('checks the answer move by move, and a solve raises the member and lowers the puzzle (Glicko-2)', async () => {
    const m = await memberWith(t, { level: 'gold' });
    const first = await submit(m, forkId, ['b5c7']);
    expect(first.json()).toEqual({ status: 'continue', reply: 'e8d7' });
    const done = (await submit(m, forkId, ['b5c7', 'c7a8'])).json() as PuzzleVerdict;
    expect(done).toMatchObject({ status: 'solved', solution: ['b5c7', 'e8d7', 'c7a8'] });
    if (done.status === 'continue') throw new Error('not finished');
    expect(done.rating!.before).toBe(1500);
    expect(done.rating!.after).toBeGreaterThan(1500);
    const mine = await me(m);
    expect(mine).toMatchObject({ rating: done.rating!.after, solved: 1, failed: 0 });
    expect(mine.deviation).toBeLessThan(500);
    expect((await t.services.puzzles.repo.puzzle(t.testDb.database.db, forkId))!.rating).toBeLessThan(1500);
    // A second try is not rated again.
    const again = (await submit(m, forkId, ['b5c7', 'c7a8'])).json() as PuzzleVerdict;
    expect(again).toMatchObject({ status: 'solved', rating: null });
    expect((await me(m)).rating).toBe(done.rating!.after);
  });

  it('counts a wrong move as a miss: rating down, the puzzle drilled after 1, 3, 7 and 14 days', async () => {
    const m = await memberWith(t, { level: 'gold' });
    const failed = (await submit(m, forkId, ['b5d6'])).json() as PuzzleVerdict;
    expect(failed).toMatchObject({
      status: 'failed',
      solution: FORK_PUZZLE.solution,
      rating: { before: 1500 },
    });
    if (failed.status === 'continue') throw new Error('not finished');
    expect(failed.rating!.after).toBeLessThan(1500);
    expect(await me(m)).toMatchObject({ failed: 1, drillsDue: 0 });
    expect((await m.browser.get(PUZZLES_API.drills)).json()).toEqual({ drills: [], next: null });

    const start = t.clock.now().getTime();
    for (const [step, days] of [
      [0, 3],
      [1, 7],
      [2, 14],
    ] as const) {
      t.clock.set(new Date(t.clock.now().getTime() + (step === 0 ? DAY_MS : 0)));
      const page = (await m.browser.get(PUZZLES_API.drills)).json();
      expect(page.drills).toHaveLength(1);
      expect(page.drills[0]).toMatchObject({ puzzle: { id: forkId }, step });
      const verdict = (await submit(m, forkId, ['b5c7', 'c7a8'], 'drill')).json();
      expect(verdict).toMatchObject({ status: 'solved', rating: null });
      expect(new Date(verdict.drillDueAt).getTime() - t.clock.now().getTime()).toBe(days * DAY_MS);
      expect((await m.browser.get(PUZZLES_API.drills)).json().drills).toEqual([]);
      t.clock.set(new Date(verdict.drillDueAt));
    }
    const last = (await submit(m, forkId, ['b5c7', 'c7a8'], 'drill')).json();
    expect(last).toMatchObject({ status: 'solved', drillDueAt: null });
    expect(await me(m)).toMatchObject({ drillsDue: 0 });
    // Gone from the drills: a drill answer is refused.
    expect((await submit(m, forkId, ['b5c7'], 'drill')).json().error.code).toBe('puzzle_not_due');
    t.clock.set(new Date(start));
  });

  it('refuses illegal moves and bad input with a 4xx, recording nothing', async () => {
    const m = await memberWith(t, { level: 'gold' });
    const illegal = await submit(m, forkId, ['b5b7']);
    expect(illegal.statusCode).toBe(422);
    expect(illegal.json().error.code).toBe('puzzle_illegal_move');
    const tooMany = await submit(m, forkId, ['b5c7', 'c7a8', 'a8b6']);
    expect(tooMany.json().error.code).toBe('puzzle_too_many_moves');
    for (const body of [
      { moves: 'b5c7', mode: 'rated' },
      { moves: [], mode: 'rated' },
      { moves: ['b5c9'], mode: 'rated' },
      { moves: ['b5c7'], mode: 'cheat' },
      { mode: 'rated' },
    ]) {
      const response = await m.browser.post(PUZZLES_API.moves(forkId), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
    expect((await submit(m, 999_999, ['b5c7'])).statusCode).toBe(404);
    expect(
      (await m.browser.post('/callback/puzzles/abc/moves', { moves: ['b5c7'], mode: 'rated' })).statusCode,
    ).toBe(400);
    expect((await m.browser.get(`${PUZZLES_API.next}?min=2000&max=1000`)).statusCode).toBe(400);
    expect((await m.browser.get(`${PUZZLES_API.next}?theme=nonsense`)).statusCode).toBe(400);
    expect(await attemptsOf(m)).toEqual([]);
  });

  it('never takes a client’s word: a "solved" flag with a wrong move is a miss', async () => {
    const m = await memberWith(t, { level: 'gold' });
    const response = await m.browser.post(PUZZLES_API.moves(forkId), {
      moves: ['b5a7'],
      mode: 'rated',
      solved: true,
    });
    expect(response.json()).toMatchObject({ status: 'failed' });
  });

  it('asks guests to log in', async () => {
    const guest = new TestBrowser(t.app);
    await guest.get('/');
    expect((await guest.get(PUZZLES_API.next)).statusCode).toBe(401);
    expect((await guest.post(PUZZLES_API.moves(forkId), { moves: ['b5c7'], mode: 'rated' })).statusCode).toBe(
      401,
    );
    // The daily puzzle is for everyone to see.
    expect((await guest.get(PUZZLES_API.daily)).statusCode).toBe(200);
  });

  it('picks puzzles in a rating range and by theme', async () => {
    const m = await memberWith(t, { level: 'gold' });
    const ranged = (await m.browser.get(`${PUZZLES_API.next}?min=1600&max=1700`)).json() as PuzzleNext;
    expect(ranged.puzzle!.rating).toBeGreaterThanOrEqual(1600);
    expect(ranged.puzzle!.rating).toBeLessThanOrEqual(1700);
    const themed = (await m.browser.get(`${PUZZLES_API.next}?theme=fork`)).json() as PuzzleNext;
    expect(themed.puzzle!.id).toBe(forkId);
    const none = (await m.browser.get(`${PUZZLES_API.next}?min=2900`)).json() as PuzzleNext;
    expect(none.puzzle).toBeNull();
    const themes = (await m.browser.get(PUZZLES_API.themes)).json();
    expect(themes).toEqual(
      expect.arrayContaining([
        { theme: 'fork', count: 1 },
        { theme: 'mateIn1', count: 12 },
      ]),
    );
  });

  it('runs a streak up the rating ladder until a miss', async () => {
    const m = await memberWith(t, { level: 'gold' });
    const started = (await m.browser.post(PUZZLES_API.streakStart)).json();
    expect(started).toMatchObject({ current: 0, best: 0, puzzle: { rating: 1200 } });
    const first = started.puzzle;
    // Another puzzle than the run's is refused.
    expect((await submit(m, forkId, ['b5c7'], 'streak')).json().error.code).toBe('puzzle_not_current');
    const file = (fen: string) => fen.split(' ')[0]!.split('/')[7]!;
    const rookMove = (fen: string) => {
      const rank = file(fen);
      let index = 0;
      for (const c of rank) {
        if (c === 'R') break;
        index += /\d/.test(c) ? Number(c) : 1;
      }
      const f = 'abcdefgh'[index]!;
      return `${f}1${f}8`;
    };
    const solved = (await submit(m, first.id, [rookMove(first.fen)], 'streak')).json();
    expect(solved.streak).toMatchObject({ current: 1, best: 1, puzzle: { rating: 1250 } });
    const missed = (await submit(m, solved.streak.puzzle.id, ['h2h3'], 'streak')).json();
    expect(missed).toMatchObject({
      status: 'failed',
      rating: null,
      streak: { current: 1, best: 1, puzzle: null },
    });
    expect((await submit(m, first.id, [rookMove(first.fen)], 'streak')).json().error.code).toBe(
      'puzzle_streak_none',
    );
    expect((await m.browser.get(PUZZLES_API.streak)).json()).toEqual({ current: 1, best: 1, puzzle: null });
    expect((await me(m)).bestStreak).toBe(1);
  });

  it('shows everyone the same daily puzzle, with the member’s result', async () => {
    const a = await memberWith(t);
    const b = await memberWith(t);
    const daily = (await a.browser.get(PUZZLES_API.daily)).json();
    expect(daily).toMatchObject({ day: '2026-03-02', result: null });
    expect((await b.browser.get(PUZZLES_API.daily)).json().puzzle.id).toBe(daily.puzzle.id);
    const other = daily.puzzle.id === forkId ? forkId + 1 : forkId;
    expect((await submit(a, other, ['b5c7'], 'daily')).json().error.code).toBe('puzzle_not_daily');
    await submit(a, daily.puzzle.id, [wrongIn(daily.puzzle.fen)], 'daily');
    expect((await a.browser.get(PUZZLES_API.daily)).json().result).toBe('failed');
  });

  it('counts new puzzles against a basic member’s daily allowance (10)', async () => {
    const m = await memberWith(t);
    for (let i = 0; i < 11; i++) {
      const next = (await m.browser.get(PUZZLES_API.next)).json() as PuzzleNext;
      const response = await submit(m, next.puzzle!.id, [wrongIn(next.puzzle!.fen)]);
      if (i < 10) expect(response.json()).toMatchObject({ status: 'failed' });
      else expect(response.json().error.code).toBe('quota_exceeded');
    }
  });
});
