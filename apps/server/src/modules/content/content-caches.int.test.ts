import { COMMENT_PAGE_SIZE, CONTENT_API, RELATIONS_API } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { MARKDOWN_RENDERER_VERSION } from '../../platform/markdown';
import { memberWith, type TestMember } from '../entitlements/entitlements.fixtures';
import { KEPT_TOP } from './comments-cache';
import { contentComments } from './content.tables';

/** A response body, read field by field (inject's `json()` is untyped). */
type Json = ReturnType<typeof JSON.parse>;
/** What a comment says, from its rendered HTML (only its author gets the Markdown back). */
const said = (comment: Json): string => comment.html.replace(/<[^>]+>/g, '').trim();

/**
 * The first comments page and the `following` feed are served from per-node copies: every change
 * that should show must drop them (the bus also carries the drop to other nodes: see
 * content-caches.cross-node.int.test.ts).
 */
describe.each(DATABASE_KINDS)('content copies kept per node on %s', (kind) => {
  let t: TestApp;
  let staff: TestMember;
  let anna: TestMember;
  let boris: TestMember;
  let carl: TestMember;
  let serial = 0;
  const unique = (prefix: string) => `${prefix}-${kind}-${++serial}`;

  beforeAll(async () => {
    t = await startTestApp(kind);
    staff = await memberWith(t, { level: 'staff', name: `cstaff_${kind}` });
    anna = await memberWith(t, { name: `canna_${kind}` });
    boris = await memberWith(t, { name: `cboris_${kind}` });
    carl = await memberWith(t, { name: `ccarl_${kind}` });
  });
  afterAll(async () => t.close());

  async function publish(by: TestMember, input: Json): Promise<Json> {
    const response = await by.browser.post(CONTENT_API.create, {
      kind: 'blog',
      summary: 'A summary.',
      body: 'Some text.',
      state: 'published',
      ...input,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().item;
  }
  const bodies = async (browser: TestBrowser, itemId: number) =>
    (await browser.get(CONTENT_API.comments(itemId))).json().comments.map((c: Json) => said(c));
  const relate = async (
    by: TestMember,
    action: 'block' | 'unblock' | 'follow' | 'unfollow',
    them: TestMember,
  ) => expect((await by.browser.post(RELATIONS_API.member(action, them.user.username))).statusCode).toBe(200);

  it('shows a new, edited or deleted comment and a block at once on a kept first page', async () => {
    const article = await publish(staff, { kind: 'article', title: unique('Kept comments') });
    const first = (await anna.browser.post(CONTENT_API.comments(article.id), { body: 'First' })).json();
    expect(await bodies(boris.browser, article.id)).toEqual(['First']);

    const reply = await carl.browser.post(CONTENT_API.comments(article.id), {
      body: 'A reply',
      parentId: first.comment.id,
    });
    expect(reply.statusCode).toBe(200);
    await carl.browser.post(CONTENT_API.comments(article.id), { body: 'Second' });
    const page = (await boris.browser.get(CONTENT_API.comments(article.id))).json();
    expect(page.comments.map((c: Json) => [said(c), c.replies.map((r: Json) => said(r))])).toEqual([
      ['First', ['A reply']],
      ['Second', []],
    ]);

    await anna.browser.post(CONTENT_API.comment(first.comment.id), { body: 'First, edited' });
    expect(await bodies(boris.browser, article.id)).toEqual(['First, edited', 'Second']);

    // A block hides the blocked member's comments and replies from the blocker at once, and the other way.
    await relate(boris, 'block', carl);
    const hidden = (await boris.browser.get(CONTENT_API.comments(article.id))).json();
    expect(hidden.comments.map((c: Json) => [said(c), c.replies.length])).toEqual([['First, edited', 0]]);
    expect(await bodies(carl.browser, article.id)).toEqual(['First, edited', 'Second']);
    await relate(boris, 'unblock', carl);
    expect(await bodies(boris.browser, article.id)).toEqual(['First, edited', 'Second']);

    await anna.browser.post(CONTENT_API.comment(first.comment.id), {}, { method: 'DELETE' });
    expect(await bodies(boris.browser, article.id)).toEqual(['Second']);
  });

  it('shows a changed comment count at once on the article page of another member', async () => {
    const article = await publish(staff, { kind: 'article', title: unique('Counted') });
    const countOnPage = async () => {
      const page = await boris.browser.get(article.url);
      expect(page.statusCode).toBe(200);
      return Number(page.body.match(/"commentCount":(\d+)/)?.[1]);
    };
    expect(await countOnPage()).toBe(0);
    const made = (await anna.browser.post(CONTENT_API.comments(article.id), { body: 'Counted' })).json();
    expect(await countOnPage()).toBe(1);
    await anna.browser.post(CONTENT_API.comment(made.comment.id), {}, { method: 'DELETE' });
    expect(await countOnPage()).toBe(0);
  });

  it('answers a kept first page as a fresh one, and shows a lock and an unpublish at once', async () => {
    const article = await publish(staff, { kind: 'article', title: unique('Answered at once') });
    const first = (await anna.browser.post(CONTENT_API.comments(article.id), { body: 'Hello' })).json();
    await carl.browser.post(CONTENT_API.comments(article.id), { body: 'Hi', parentId: first.comment.id });
    const guest = new TestBrowser(t.app);
    for (const browser of [boris.browser, anna.browser, guest]) {
      // The first read loads the copies; the next ones are answered from them without a promise.
      const fresh = await browser.get(CONTENT_API.comments(article.id));
      const kept = await browser.get(CONTENT_API.comments(article.id));
      expect(kept.statusCode).toBe(200);
      expect(kept.body).toBe(fresh.body);
      expect(kept.headers['content-type']).toBe(fresh.headers['content-type']);
      expect(kept.headers['cache-control']).toBe(fresh.headers['cache-control']);
    }
    // What is not an item id or a cursor is refused as before the copies are looked at, once checked or not.
    for (const url of [
      '/callback/content/item/abc/comments',
      '/callback/content/item/0/comments',
      `${CONTENT_API.comments(article.id)}?after=x`,
      `${CONTENT_API.comments(article.id)}?after=`,
    ])
      for (let n = 0; n < 2; n++) {
        const refused = await boris.browser.get(url);
        expect([refused.statusCode, refused.json().error?.code ?? refused.json().code], url).toEqual([
          400,
          'validation_failed',
        ]);
      }
    // Each viewer keeps their own rights: the author may delete their comment, the guest nothing.
    const mine = (await anna.browser.get(CONTENT_API.comments(article.id))).json().comments[0];
    const theirs = (await guest.get(CONTENT_API.comments(article.id))).json().comments[0];
    expect([mine.mine, theirs.mine, mine.canDelete, theirs.canDelete]).toEqual([true, false, true, false]);

    const lock = await staff.browser.post(CONTENT_API.lockComments('articles', article.id), { on: 1 });
    expect(lock.statusCode).toBe(200);
    expect((await boris.browser.get(CONTENT_API.comments(article.id))).json().locked).toBe(true);

    const draft = await staff.browser.post(CONTENT_API.item(article.id), {
      kind: 'article',
      title: article.title,
      summary: 'A summary.',
      body: 'Some text.',
      state: 'draft',
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect((await boris.browser.get(CONTENT_API.comments(article.id))).statusCode).toBe(404);
    expect((await guest.get(CONTENT_API.comments(article.id))).statusCode).toBe(404);
    expect((await staff.browser.get(CONTENT_API.comments(article.id))).statusCode).toBe(200);
  });

  it('gives a full first page to a viewer whose blocks hide most of the kept comments', async () => {
    const article = await publish(staff, { kind: 'article', title: unique('Busy page') });
    const at = t.clock.now();
    // Carl wrote the first KEPT_TOP comments, Anna the next page and one more.
    const rows = Array.from({ length: KEPT_TOP + COMMENT_PAGE_SIZE + 1 }, (_, n) => ({
      itemId: article.id,
      authorId: n < KEPT_TOP ? carl.user.userId : anna.user.userId,
      body: `Comment ${n}`,
      html: `<p>Comment ${n}</p>`,
      htmlVersion: MARKDOWN_RENDERER_VERSION,
      createdAt: at,
    }));
    await t.testDb.database.db.insert(contentComments).values(rows);
    const everyone = (await staff.browser.get(CONTENT_API.comments(article.id))).json();
    expect(everyone.comments.length).toBe(COMMENT_PAGE_SIZE);
    expect(said(everyone.comments[0])).toBe('Comment 0');

    await relate(boris, 'block', carl);
    const page = (await boris.browser.get(CONTENT_API.comments(article.id))).json();
    expect(page.comments.map((c: Json) => said(c))).toEqual(
      rows.slice(KEPT_TOP, KEPT_TOP + COMMENT_PAGE_SIZE).map((row) => row.body),
    );
    expect(page.next).toBe(page.comments.at(-1).id);
    const rest = (await boris.browser.get(`${CONTENT_API.comments(article.id)}?after=${page.next}`)).json();
    expect(rest.comments.map((c: Json) => said(c))).toEqual([rows.at(-1)!.body]);
    expect(rest.next).toBeNull();
    await relate(boris, 'unblock', carl);
  });

  it('shows a publish, a follow and an unfollow at once in the feed, and a scheduled item at its time', async () => {
    const reader = await memberWith(t, { name: `creader_${kind}` });
    const feed = async () =>
      (await reader.browser.get(CONTENT_API.home)).json().feed.entries.map((e: Json) => e.item?.title);
    await relate(reader, 'follow', anna);
    const older = await publish(anna, { title: unique('Anna older') });
    expect(await feed()).toEqual([older.title]);

    const newer = await publish(anna, { title: unique('Anna newer') });
    expect(await feed()).toEqual([newer.title, older.title]);

    t.clock.advance(1000);
    const carls = await publish(carl, { title: unique('Carl writes') });
    expect(await feed()).toEqual([newer.title, older.title]);
    await relate(reader, 'follow', carl);
    expect(await feed()).toEqual([carls.title, newer.title, older.title]);
    await relate(reader, 'unfollow', carl);
    expect(await feed()).toEqual([newer.title, older.title]);

    // Due well within the copies' life: the copy of Anna's items ends when it comes out.
    const due = new Date(t.clock.now().getTime() + 3000);
    const scheduled = await publish(anna, {
      title: unique('Anna scheduled'),
      state: 'scheduled',
      publishAt: due.toISOString(),
    });
    expect(await feed()).toEqual([newer.title, older.title]);
    t.clock.advance(4000);
    expect(await feed()).toEqual([scheduled.title, newer.title, older.title]);
  });
});
