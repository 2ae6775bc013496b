import { SURVEY_MESSAGES, SURVEYS_API } from '@kingside/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { memberWith, type TestMember } from '../entitlements/entitlements.fixtures';
import { messagingMember } from '../messages/messages.fixtures';
import { surveyVotes } from './surveys.tables';

type Response = { statusCode: number; json(): { error: { code: string; message: string } } };

describe.each(DATABASE_KINDS)('surveys on %s', (kind) => {
  let t: TestApp;
  let serial = 0;
  let staff: TestMember;
  const someone = () => messagingMember(t, `sv_${kind}_${++serial}`);
  const errorOf = (response: Response) => [response.statusCode, response.json().error.code];
  const votesOf = (surveyId: number) =>
    t.testDb.database.db.select().from(surveyVotes).where(eq(surveyVotes.surveyId, surveyId));
  async function survey(options = ['Bullet', 'Blitz', 'Rapid']) {
    const response = await staff.browser.post(SURVEYS_API.list, { question: 'Favourite speed?', options });
    expect(response.statusCode).toBe(200);
    return response.json() as { id: number; options: { id: number; label: string; votes: number | null }[] };
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    staff = await memberWith(t, { name: `svstaff_${kind}`, level: 'staff' });
  });
  afterAll(async () => t.close());

  it('staff create surveys; members cannot', async () => {
    const a = await someone();
    const created = await survey();
    expect(created).toMatchObject({
      question: 'Favourite speed?',
      open: true,
      myVote: null,
      totalVotes: null,
    });
    expect(created.options.map((o) => [o.label, o.votes])).toEqual([
      ['Bullet', null],
      ['Blitz', null],
      ['Rapid', null],
    ]);
    const refused = await a.browser.post(SURVEYS_API.list, { question: 'Mine?', options: ['a', 'b'] });
    expect(errorOf(refused)).toEqual([403, 'forbidden']);
    const tooFew = await staff.browser.post(SURVEYS_API.list, { question: 'One?', options: ['a'] });
    expect(errorOf(tooFew)).toEqual([400, 'validation_failed']);
  });

  it('a member votes once: results after voting, a second vote changes nothing and says so', async () => {
    const [a, b] = [await someone(), await someone()];
    const { id, options } = await survey();
    const hidden = (await b.browser.get(SURVEYS_API.survey(id))).json();
    expect(hidden.totalVotes).toBeNull();
    const voted = await a.browser.post(SURVEYS_API.vote(id, options[1]!.id));
    expect(voted.statusCode).toBe(200);
    expect(voted.json()).toMatchObject({ ok: true, message: SURVEY_MESSAGES.voted });
    expect(voted.json().survey).toMatchObject({ myVote: options[1]!.id, totalVotes: 1 });
    expect(voted.json().survey.options.map((o: { votes: number }) => o.votes)).toEqual([0, 1, 0]);
    const again = await a.browser.post(SURVEYS_API.vote(id, options[0]!.id));
    expect(errorOf(again)).toEqual([409, 'survey_already_voted']);
    expect(again.json().error.message).toBe(SURVEY_MESSAGES.survey_already_voted);
    expect(await votesOf(id)).toMatchObject([{ userId: a.user.userId, optionId: options[1]!.id }]);
  });

  it('concurrent votes of one member are counted once', async () => {
    const a = await someone();
    const { id, options } = await survey();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => a.browser.post(SURVEYS_API.vote(id, options[i % 3]!.id))),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(7);
    expect(await votesOf(id)).toHaveLength(1);
  });

  it('a closed survey takes no votes and shows its results to everyone', async () => {
    const [a, b] = [await someone(), await someone()];
    const { id, options } = await survey();
    await a.browser.post(SURVEYS_API.vote(id, options[2]!.id));
    expect(errorOf(await a.browser.post(SURVEYS_API.close(id)))).toEqual([403, 'forbidden']);
    expect((await staff.browser.post(SURVEYS_API.close(id))).json()).toMatchObject({ open: false });
    expect(errorOf(await b.browser.post(SURVEYS_API.vote(id, options[0]!.id)))).toEqual([
      409,
      'survey_closed',
    ]);
    const seen = (await new TestBrowser(t.app).get(SURVEYS_API.survey(id))).json();
    expect(seen).toMatchObject({ open: false, totalVotes: 1, myVote: null });
    expect(await votesOf(id)).toHaveLength(1);
  });

  it('non-numeric or unknown survey and option ids are 404; guests 401; nothing stored', async () => {
    const a = await someone();
    const { id, options } = await survey();
    const other = await survey(['x', 'y']);
    const cases: [Response, number, string][] = [
      [await a.browser.post(`/callback/survey/abc/vote/${options[0]!.id}`), 404, 'not_found'],
      [await a.browser.post(`/callback/survey/${id}/vote/1x`), 404, 'not_found'],
      [await a.browser.post(`/callback/survey/-1/vote/${options[0]!.id}`), 404, 'not_found'],
      [await a.browser.post(`/callback/survey/${id}/vote/99999999999`), 404, 'not_found'],
      [await a.browser.post(SURVEYS_API.vote(id, 2_000_000_000)), 404, 'not_found'],
      [await a.browser.post(SURVEYS_API.vote(id, other.options[0]!.id)), 404, 'not_found'],
      [await a.browser.post(SURVEYS_API.vote(2_000_000_000, options[0]!.id)), 404, 'not_found'],
      [await a.browser.get('/callback/survey/abc'), 404, 'not_found'],
      [await new TestBrowser(t.app).post(SURVEYS_API.vote(id, options[0]!.id)), 401, 'unauthenticated'],
    ];
    for (const [response, status, code] of cases) expect(errorOf(response)).toEqual([status, code]);
    expect(await votesOf(id)).toHaveLength(0);
    expect(await votesOf(other.id)).toHaveLength(0);
  });

  it('lists surveys newest first, paged', async () => {
    const page = (await new TestBrowser(t.app).get(SURVEYS_API.list)).json();
    expect(page.surveys.length).toBeGreaterThan(0);
    const ids = page.surveys.map((s: { id: number }) => s.id);
    expect([...ids].sort((x, y) => y - x)).toEqual(ids);
    expect(page.canManage).toBe(false);
  });
});
