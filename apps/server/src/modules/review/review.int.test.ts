import { REVIEW_API, REVIEW_MESSAGES, type ReviewInfo, type ReviewSubmission } from '@kingside/contract';
import { type PositionEval, reviewGame } from '@kingside/contract/review';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { memberWith, type TestMember } from '../entitlements/entitlements.fixtures';
import { games, type NewGameRow } from '../play/play.tables';
import { START_FEN } from './review.service';
import { gameReviews } from './review.tables';

// Fool's mate: 1. f3 e5 2. g4 Qh4#.
const MOVES = ['f2f3', 'e7e5', 'g2g4', 'd8h4'];
const EVALS: PositionEval[] = [
  { best: 'e2e4', score: { cp: 20 }, second: { cp: 15 } },
  { best: 'e7e5', score: { cp: -40 }, second: { cp: -35 } },
  { best: 'd2d4', score: { cp: -50 }, second: { cp: -60 } },
  { best: 'd8h4', score: { mate: -1 }, second: { cp: -200 } },
  { best: null, score: { cp: 0 }, second: null },
];

type Response = { statusCode: number; json(): { error: { code: string; message: string } } };
const errorOf = (response: Response) => [response.statusCode, response.json().error.code];

describe.each(DATABASE_KINDS)('game review on %s', (kind) => {
  let t: TestApp;
  let alice: TestMember;
  let bob: TestMember;
  let serial = 0;
  const now = new Date(Date.UTC(2026, 0, 1));
  async function game(status: string, moves = MOVES): Promise<string> {
    const id = `rv${kind.slice(0, 2)}${String(++serial).padStart(4, '0')}`;
    const row: NewGameRow = {
      id,
      whiteName: 'Guest',
      blackName: 'Guest',
      rated: false,
      initialSeconds: 180,
      incrementSeconds: 0,
      speed: 'blitz',
      whiteMs: 180_000,
      blackMs: 180_000,
      clockAt: now,
      moves: moves.join(' '),
      status,
      createdAt: now,
      updatedAt: now,
    };
    await t.testDb.database.db.insert(games).values(row);
    return id;
  }
  async function submission(
    id: string,
    depth: ReviewSubmission['depth'] = 'standard',
  ): Promise<ReviewSubmission & Record<string, unknown>> {
    const info = (await alice.browser.get(REVIEW_API.review(id))).json() as ReviewInfo;
    const result = reviewGame({
      startFen: START_FEN,
      moves: MOVES,
      evals: EVALS,
      bookPlies: info.bookPlies,
    })!;
    return {
      depth,
      evals: EVALS,
      classes: result.moves.map((move) => move.moveClass),
      accuracy: result.accuracy,
    };
  }
  const rowsOf = (id: string) =>
    t.testDb.database.db.select().from(gameReviews).where(eq(gameReviews.gameId, id));

  beforeAll(async () => {
    t = await startTestApp(kind);
    alice = await memberWith(t, { name: `rv_alice_${kind}` });
    bob = await memberWith(t, { name: `rv_bob_${kind}` });
  });
  afterAll(async () => t.close());

  it('tells anyone the book moves of a finished game; a game still on, or none, is refused', async () => {
    const id = await game('mate');
    const guest = new TestBrowser(t.app);
    const info = await guest.get(REVIEW_API.review(id));
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ saved: null, deepStarted: false });
    // The test table names no position of fool's mate; 1. e4 e5 reaches "King's Pawn Game" (C20).
    expect((info.json() as ReviewInfo).bookPlies).toBe(0);
    const kingsPawn = await game('resign', ['e2e4', 'e7e5', 'g1f3']);
    expect((await guest.get(REVIEW_API.review(kingsPawn))).json()).toMatchObject({ bookPlies: 2 });
    const live = await game('started');
    expect(errorOf(await guest.get(REVIEW_API.review(live)))).toEqual([409, 'game_not_over']);
    expect(errorOf(await guest.get(REVIEW_API.review('nosuch12')))).toEqual([404, 'not_found']);
    expect(errorOf(await guest.get('/callback/review/bad!'))).toEqual([404, 'not_found']);
  });

  it('keeps a member’s review, shown to that member only', async () => {
    const id = await game('mate');
    const body = await submission(id);
    const saved = await alice.browser.post(REVIEW_API.review(id), body);
    expect(saved.statusCode).toBe(201);
    expect((await alice.browser.get(REVIEW_API.review(id))).json()).toMatchObject({
      saved: { depth: 'standard', evals: EVALS },
    });
    expect((await bob.browser.get(REVIEW_API.review(id))).json()).toMatchObject({ saved: null });
    expect(errorOf(await new TestBrowser(t.app).post(REVIEW_API.review(id), body))).toEqual([
      401,
      'unauthenticated',
    ]);
  });

  it('refuses tampered reviews with a stable code and keeps nothing', async () => {
    const id = await game('mate');
    const body = await submission(id);
    const tampered: [unknown, number, string][] = [
      [{ ...body, classes: body.classes.map(() => 'brilliant') }, 422, 'review_mismatch'],
      [{ ...body, classes: [...body.classes.slice(0, 3), 'superb'] }, 400, 'validation_failed'],
      [{ ...body, accuracy: { white: 99, black: body.accuracy.black } }, 422, 'review_mismatch'],
      [{ ...body, accuracy: { white: 101, black: 100 } }, 400, 'validation_failed'],
      [{ ...body, evals: EVALS.slice(1) }, 422, 'review_mismatch'],
      [{ ...body, classes: body.classes.slice(1) }, 422, 'review_mismatch'],
      [
        { ...body, evals: EVALS.map((e, i) => (i === 0 ? { ...e, best: 'e2e5' } : e)) },
        422,
        'review_mismatch',
      ],
      [
        { ...body, evals: EVALS.map((e, i) => (i === 0 ? { ...e, score: { cp: 10 ** 9 } } : e)) },
        400,
        'validation_failed',
      ],
      [
        { ...body, evals: EVALS.map((e, i) => (i === 1 ? { ...e, score: { cp: 900 } } : e)) },
        422,
        'review_mismatch',
      ],
      [{ ...body, depth: 'deepest' }, 400, 'validation_failed'],
    ];
    for (const [payload, status, code] of tampered) {
      const response = await alice.browser.post(REVIEW_API.review(id), payload as Record<string, unknown>);
      expect([payload, ...errorOf(response)]).toEqual([payload, status, code]);
    }
    expect(await rowsOf(id)).toEqual([]);
  });

  it('counts only the deep setting: started first, two a day for basic members, then quota_exceeded', async () => {
    const id = await game('mate');
    const deepBody = await submission(id, 'deep');
    const early = await alice.browser.post(REVIEW_API.review(id), deepBody);
    expect(errorOf(early)).toEqual([403, 'review_deep_not_started']);
    expect(early.json().error.message).toBe(REVIEW_MESSAGES.review_deep_not_started);
    const started = await alice.browser.post(REVIEW_API.deep(id));
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ feature: 'gameReview', allowance: 2, used: 1, remaining: 1 });
    expect((await alice.browser.get(REVIEW_API.review(id))).json()).toMatchObject({ deepStarted: true });
    expect((await alice.browser.post(REVIEW_API.review(id), deepBody)).statusCode).toBe(201);
    expect((await alice.browser.get(REVIEW_API.review(id))).json()).toMatchObject({
      saved: { depth: 'deep' },
      deepStarted: false,
    });
    // Standard reviews never count.
    for (let i = 0; i < 3; i++)
      expect((await alice.browser.post(REVIEW_API.review(id), await submission(id))).statusCode).toBe(201);
    // No game, or one still on, costs nothing.
    expect(errorOf(await alice.browser.post(REVIEW_API.deep('nosuch12')))).toEqual([404, 'not_found']);
    expect(errorOf(await alice.browser.post(REVIEW_API.deep(await game('started'))))).toEqual([
      409,
      'game_not_over',
    ]);
    expect((await alice.browser.post(REVIEW_API.deep(await game('resign')))).statusCode).toBe(200);
    expect(errorOf(await alice.browser.post(REVIEW_API.deep(await game('resign'))))).toEqual([
      429,
      'quota_exceeded',
    ]);
  });
});
