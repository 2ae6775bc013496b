import {
  LESSONS_API,
  type LessonCourseIndex,
  type LessonCourseView,
  type LessonView,
  MESSAGES,
  STATS_API,
} from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { insertContentShell } from '../content';
import { memberWith, type TestMember } from '../entitlements/entitlements.fixtures';
import { seedDemoLessons } from './lessons.demo';
import { createLessonsRepo } from './lessons.repo';
import { lessonSolves } from './lessons.tables';

describe.each(DATABASE_KINDS)('lesson courses on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
    t.clock.set(new Date('2026-03-02T10:00:00Z'));
    expect(await seedDemoLessons(t.testDb.database.db, new Map(), t.clock.now())).toBe(3);
  });
  afterAll(() => t.close());

  const lesson = async (m: TestMember, slug: string, position: number) =>
    (await m.browser.get(LESSONS_API.lesson(slug, position))).json() as LessonView;
  const answer = (m: TestMember, stepId: number, moves: string[]) =>
    m.browser.post(LESSONS_API.moves(stepId), { moves });
  const course = async (browser: TestBrowser, slug: string) =>
    (await browser.get(LESSONS_API.course(slug))).json() as LessonCourseView;

  it('lists the courses, featured first, with filters and the member’s progress (none for guests)', async () => {
    const guest = new TestBrowser(t.app);
    const index = (await guest.get(LESSONS_API.index)).json() as LessonCourseIndex;
    expect(index.featured.map((c) => c.title)).toEqual(['Checkmate patterns']);
    expect(index.items.map((c) => [c.title, c.tier, c.lessonCount, c.progress])).toEqual([
      ['Endgame essentials', 'gold', 2, null],
      ['Winning material', 'basic', 2, null],
    ]);
    expect(index.featured[0]).toMatchObject({ url: '/lessons/checkmate-patterns', kind: 'lesson_course' });
    expect(index.next).toBeNull();
    const tagged = (await guest.get(`${LESSONS_API.index}?tag=endgames`)).json() as LessonCourseIndex;
    expect([...tagged.featured, ...tagged.items].map((c) => c.slug)).toEqual(['endgame-essentials']);
    const searched = (await guest.get(`${LESSONS_API.index}?q=skewers`)).json() as LessonCourseIndex;
    expect([...searched.featured, ...searched.items].map((c) => c.slug)).toEqual(['winning-material']);
    expect((await guest.get(`${LESSONS_API.index}?tag=Not%20a%20tag`)).statusCode).toBe(400);

    const m = await memberWith(t);
    const mine = (await m.browser.get(LESSONS_API.index)).json() as LessonCourseIndex;
    expect(mine.featured[0]!.progress).toEqual({ solved: 0, total: 5 });
  });

  it('shows a course’s lessons in order; a gated course is locked below its tier', async () => {
    const guest = new TestBrowser(t.app);
    const checkmates = await course(guest, 'checkmate-patterns');
    expect(checkmates.lessons.map((l) => [l.position, l.title, l.progress, l.done])).toEqual([
      [1, 'The back-rank mate', null, false],
      [2, 'Queen and king together', null, false],
      [3, 'The smothered mate', null, false],
    ]);
    expect(checkmates).toMatchObject({ tier: 'basic', locked: false, progress: null });
    expect(checkmates.course.html).toContain('<p>Games are won by recognising patterns.');
    expect((await course(guest, 'endgame-essentials')).locked).toBe(true);
    const basic = await memberWith(t);
    expect((await course(basic.browser, 'endgame-essentials')).locked).toBe(true);
    const gold = await memberWith(t, { level: 'gold' });
    expect((await course(gold.browser, 'endgame-essentials')).locked).toBe(false);
    expect((await guest.get(LESSONS_API.course('no-such-course'))).json().error.code).toBe(
      'lesson_not_found',
    );
  });

  it('serves a lesson’s text and positions to members, never the answers; gated lessons need the tier', async () => {
    const guest = new TestBrowser(t.app);
    expect((await guest.get(LESSONS_API.lesson('checkmate-patterns', 1))).statusCode).toBe(401);
    const m = await memberWith(t);
    const response = await m.browser.get(LESSONS_API.lesson('checkmate-patterns', 1));
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('d1d8');
    const shown = response.json() as LessonView;
    expect(shown).toMatchObject({ position: 1, title: 'The back-rank mate', lessonCount: 3 });
    expect(shown.html).toContain('<strong>checkmate</strong>');
    expect(shown.steps.map((s) => [s.fen, s.solverMoves, s.solved])).toEqual([
      ['6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1', 1, false],
      ['4r1k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1', 1, false],
      ['2r3k1/5ppp/8/8/8/8/4RPPP/4R1K1 w - - 0 1', 2, false],
    ]);
    expect((await m.browser.get(LESSONS_API.lesson('checkmate-patterns', 4))).statusCode).toBe(404);
    const gated = await m.browser.get(LESSONS_API.lesson('endgame-essentials', 1));
    expect(gated.statusCode).toBe(403);
    expect(gated.json().error).toMatchObject({
      code: 'upgrade_required',
      upgrade: { feature: 'lessons', tier: 'gold' },
    });
    const gold = await memberWith(t, { level: 'gold' });
    expect((await lesson(gold, 'endgame-essentials', 1)).title).toBe('Run, pawn, run');
  });

  it('judges answers: wrong with the hint, the board’s reply, solved with progress; bad moves are 422', async () => {
    const m = await memberWith(t);
    const [first, , double] = (await lesson(m, 'checkmate-patterns', 1)).steps;
    const illegal = await answer(m, first!.id, ['d1e3']);
    expect(illegal.statusCode).toBe(422);
    expect(illegal.json().error.code).toBe('lesson_illegal_move');
    expect((await answer(m, first!.id, ['d1d7', 'd7d8'])).json().error.code).toBe('lesson_too_many_moves');
    expect((await answer(m, first!.id, ['not a move'])).statusCode).toBe(400);

    expect((await answer(m, first!.id, ['d1d7'])).json()).toEqual({
      status: 'wrong',
      hint: 'The black king is trapped behind its pawns. Which rank can nothing guard?',
    });
    expect((await answer(m, first!.id, ['d1d8'])).json()).toEqual({
      status: 'solved',
      line: ['d1d8'],
      lessonDone: false,
      lesson: { solved: 1, total: 3 },
      course: { solved: 1, total: 5 },
    });
    expect((await answer(m, double!.id, ['e2e8'])).json()).toEqual({ status: 'continue', reply: 'c8e8' });
    expect((await answer(m, double!.id, ['e2e8', 'e1e8'])).json()).toMatchObject({
      status: 'solved',
      line: ['e2e8', 'c8e8', 'e1e8'],
      lesson: { solved: 2, total: 3 },
    });
    // Solving again changes nothing.
    expect((await answer(m, first!.id, ['d1d8'])).json()).toMatchObject({ lesson: { solved: 2, total: 3 } });
    const shown = await lesson(m, 'checkmate-patterns', 1);
    expect(shown.steps.map((s) => s.solved)).toEqual([true, false, true]);
    const page = await course(m.browser, 'checkmate-patterns');
    expect(page.progress).toEqual({ solved: 2, total: 5 });
    expect(page.lessons[0]).toMatchObject({ progress: { solved: 2, total: 3 }, done: false });
    const rows = await t.testDb.database.db.select().from(lessonSolves);
    expect(rows.filter((row) => row.userId === m.user.userId)).toHaveLength(2);
  });

  it('counts a lesson begun as one use a week: basic members get three', async () => {
    const m = await memberWith(t);
    const stepOf = async (slug: string, position: number) => (await lesson(m, slug, position)).steps[0]!;
    // A wrong (but legal) first move begins each lesson of the first course.
    for (const [position, move] of [
      [1, 'h2h3'],
      [2, 'g6f6'],
      [3, 'g1f1'],
    ] as const) {
      const verdict = await answer(m, (await stepOf('checkmate-patterns', position)).id, [move]);
      expect(verdict.json()).toMatchObject({ status: 'wrong' });
    }
    const fourth = await answer(m, (await stepOf('winning-material', 1)).id, ['b5c7']);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toMatchObject({ code: 'quota_exceeded', upgrade: { tier: 'silver' } });
    // A lesson already begun goes on.
    expect((await answer(m, (await stepOf('checkmate-patterns', 3)).id, ['g5f7'])).json()).toMatchObject({
      status: 'solved',
      lessonDone: true,
    });
  });

  it('a solved position counts toward the member’s solving streak', async () => {
    const m = await memberWith(t, { level: 'gold' });
    const streaksOf = async () =>
      (await m.browser.get(STATS_API.streaks(m.user.username))).json() as { solving: { current: number } };
    expect((await streaksOf()).solving.current).toBe(0);
    const step = (await lesson(m, 'endgame-essentials', 2)).steps[0]!;
    await answer(m, step.id, ['b1b8']);
    expect((await streaksOf()).solving.current).toBe(1);
  });

  it('pages the index twelve courses at a time, newest first, by keyset', async () => {
    const db = t.testDb.database.db;
    for (let n = 1; n <= 12; n++) {
      const id = await insertContentShell(
        db,
        {
          kind: 'lesson_course',
          slug: `extra-course-${n}`,
          title: `Extra course ${n}`,
          summary: '',
          body: 'More to learn.',
          authorId: null,
          tags: ['extra'],
          publishedAt: new Date(t.clock.now().getTime() - 60_000 + n),
        },
        t.clock.now(),
      );
      await createLessonsRepo().insertCourse(db, id!, 'basic', []);
    }
    const guest = new TestBrowser(t.app);
    const first = (await guest.get(`${LESSONS_API.index}?tag=extra`)).json() as LessonCourseIndex;
    expect(first.items.map((c) => c.slug)).toEqual(
      Array.from({ length: 12 }, (_, i) => `extra-course-${12 - i}`),
    );
    const all = (await guest.get(LESSONS_API.index)).json() as LessonCourseIndex;
    expect(all.items).toHaveLength(12);
    expect(all.next).not.toBeNull();
    const second = (await guest.get(`${LESSONS_API.index}?after=${all.next}`)).json() as LessonCourseIndex;
    expect(second.featured).toEqual([]);
    // Past page one the featured course takes its place by date again (content's index).
    expect(second.items.map((c) => c.slug)).toEqual([
      'endgame-essentials',
      'winning-material',
      'checkmate-patterns',
    ]);
    expect(second.next).toBeNull();
  });

  it('staff feature a course (§7) and members comment on it, through content', async () => {
    const staff = await memberWith(t, { level: 'staff' });
    const id = (await course(staff.browser, 'winning-material')).course.id;
    const featured = await staff.browser.post(`/callback/content/feature/lesson_course/${id}`, { on: 1 });
    expect(featured.json()).toMatchObject({ ok: true, message: MESSAGES.featureSet });
    expect(MESSAGES.featureSet).toBe('Feature Set! It might take a minute or two to appear.');
    const index = (await staff.browser.get(LESSONS_API.index)).json() as LessonCourseIndex;
    expect(index.featured.map((c) => c.slug)).toContain('winning-material');
    const m = await memberWith(t);
    const comment = await m.browser.post(`/callback/content/item/${id}/comments`, { body: 'Great course!' });
    expect(comment.statusCode).toBe(200);
    expect((await course(m.browser, 'winning-material')).course.commentCount).toBe(1);
  });
});
