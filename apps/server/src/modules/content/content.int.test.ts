import {
  CONTENT_API,
  CONTENT_MESSAGES,
  MESSAGES,
  MODERATION_MESSAGES,
  RELATIONS_API,
} from '@kingside/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { pageContextOf, startTestApp, type TestApp, type TestBrowser } from '../../../test/test-app';
import { users } from '../../db/schema';
import { memberWith, type TestMember } from '../entitlements/entitlements.fixtures';
import { reports } from '../moderation/moderation.tables';
import { contentComments, contentItems } from './content.tables';

/** A response body, read field by field (inject's `json()` is untyped). */
type Json = ReturnType<typeof JSON.parse>;
const HOUR_MS = 60 * 60_000;

describe.each(DATABASE_KINDS)('content on %s', (kind) => {
  let t: TestApp;
  let staff: TestMember;
  let author: TestMember;
  let anna: TestMember;
  let boris: TestMember;
  let serial = 0;
  const unique = (prefix: string) => `${prefix}-${kind}-${++serial}`;

  beforeAll(async () => {
    t = await startTestApp(kind);
    staff = await memberWith(t, { level: 'staff', name: `staff_${kind}` });
    author = await memberWith(t, { name: `author_${kind}` });
    anna = await memberWith(t, { name: `anna_${kind}` });
    boris = await memberWith(t, { name: `boris_${kind}` });
    await t.services.content.repo.grantAuthor(t.testDb.database.db, author.user.userId, t.clock.now());
  });
  afterAll(async () => t.close());

  const refusal = (response: { statusCode: number; json(): Json }) => [
    response.statusCode,
    response.json().error.code,
    response.json().error.message,
  ];
  const write = (browser: TestBrowser, input: Json, id?: number) =>
    browser.post(id ? CONTENT_API.item(id) : CONTENT_API.create, {
      summary: 'A summary.',
      body: 'Some **text**.',
      ...input,
    });
  async function publish(by: TestMember, input: Json): Promise<Json> {
    const response = await write(by.browser, { state: 'published', ...input });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().item;
  }
  const comment = (browser: TestBrowser, itemId: number, body: unknown, parentId?: number) =>
    browser.post(CONTENT_API.comments(itemId), parentId ? { body, parentId } : { body });

  it('publishes an article on its page and its index, rendered on the server', async () => {
    const slug = unique('opening-traps');
    const item = await publish(staff, { kind: 'article', title: 'Opening traps', slug, tags: ['openings'] });
    expect(item).toMatchObject({ kind: 'article', slug, state: 'published', url: `/article/view/${slug}` });
    expect(item.html).toBe('<p>Some <strong>text</strong>.</p>');

    const page = await anna.browser.get(`/article/view/${slug}`);
    expect(page.statusCode).toBe(200);
    const shown = pageContextOf(page.body).page?.article;
    expect(shown).toMatchObject({ title: 'Opening traps', html: item.html, canEdit: false, body: null });

    const index = (await anna.browser.get(`${CONTENT_API.index('article')}?tag=openings`)).json();
    expect(index.items.map((i: Json) => i.slug)).toContain(slug);
    // Who may write one, as a save decides: articles are staff's and authors', blogs any member's.
    expect(index.canWrite).toBe(false);
    expect((await staff.browser.get(CONTENT_API.index('article'))).json().canWrite).toBe(true);
    expect((await anna.browser.get(CONTENT_API.index('blog'))).json().canWrite).toBe(true);
    const searched = (
      await anna.browser.get(`${CONTENT_API.index('article')}?q=${encodeURIComponent('traps')}`)
    ).json();
    expect(searched.items.map((i: Json) => i.slug)).toContain(slug);
    const otherTag = (await anna.browser.get(`${CONTENT_API.index('article')}?tag=endgames`)).json();
    expect(otherTag.items.map((i: Json) => i.slug)).not.toContain(slug);
  });

  it('keeps drafts and scheduled items from everyone but their author and staff until their time', async () => {
    const draftSlug = unique('draft');
    const draft = await publish(author, { kind: 'news', title: 'A draft', slug: draftSlug, state: 'draft' });
    expect(draft.state).toBe('draft');
    expect((await anna.browser.get(`/news/view/${draftSlug}`)).statusCode).toBe(404);
    expect((await author.browser.get(`/news/view/${draftSlug}`)).statusCode).toBe(200);

    const slug = unique('scheduled');
    const at = new Date(t.clock.now().getTime() + 2 * HOUR_MS).toISOString();
    const scheduled = await publish(author, {
      kind: 'news',
      title: 'Later',
      slug,
      state: 'scheduled',
      publishAt: at,
    });
    expect(scheduled.state).toBe('scheduled');
    expect((await anna.browser.get(`/news/view/${slug}`)).statusCode).toBe(404);
    expect(refusal(await anna.browser.get(CONTENT_API.comments(scheduled.id)))[0]).toBe(404);
    expect((await staff.browser.get(`/news/view/${slug}`)).statusCode).toBe(200);
    let index = (await anna.browser.get(CONTENT_API.index('news'))).json();
    expect(index.items.map((i: Json) => i.slug)).not.toContain(slug);

    t.clock.advance(3 * HOUR_MS);
    expect((await anna.browser.get(`/news/view/${slug}`)).statusCode).toBe(200);
    index = (await anna.browser.get(CONTENT_API.index('news'))).json();
    expect(index.items.map((i: Json) => i.slug)).toContain(slug);

    const noTime = await write(author.browser, { kind: 'news', title: 'When?', state: 'scheduled' });
    expect(refusal(noTime)).toEqual([400, 'publish_at_required', CONTENT_MESSAGES.publish_at_required]);
  });

  it('lets staff and authors write articles and news, and any member a blog under their name', async () => {
    const refused = await write(anna.browser, { kind: 'article', title: 'Mine', state: 'published' });
    expect(refusal(refused)).toEqual([403, 'author_role_required', CONTENT_MESSAGES.author_role_required]);
    expect(
      await t.testDb.database.db.select().from(contentItems).where(eq(contentItems.title, 'Mine')),
    ).toEqual([]);

    const blog = await publish(anna, { kind: 'blog', title: 'My first blog' });
    expect(blog.url).toBe(`/blog/${anna.user.username.toLowerCase()}/my-first-blog`);
    expect((await boris.browser.get(blog.url)).statusCode).toBe(200);
    expect((await boris.browser.get(`/blog/${boris.user.username}/my-first-blog`)).statusCode).toBe(404);

    const edited = await write(
      boris.browser,
      { kind: 'blog', title: 'Taken over', state: 'published' },
      blog.id,
    );
    expect(refusal(edited)).toEqual([403, 'forbidden', CONTENT_MESSAGES.content_forbidden]);
    const again = await write(anna.browser, { kind: 'blog', title: 'My first blog', state: 'published' });
    expect(again.json().item.slug).toBe('my-first-blog-2');
    const taken = await write(anna.browser, {
      kind: 'blog',
      title: 'X',
      slug: 'my-first-blog',
      state: 'draft',
    });
    expect(refusal(taken)).toEqual([409, 'slug_taken', CONTENT_MESSAGES.slug_taken]);
  });

  it('previews Markdown with FEN and PGN blocks as board placeholders', async () => {
    const response = await anna.browser.post(CONTENT_API.preview, {
      body: '```fen\n8/8/8/8/8/8/8/K6k w - - 0 1\n```\n\n```pgn\n1. e4 e5\n```\n\n<script>alert(1)</script>',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().html).toBe(
      '<div class="chess-diagram" data-chess-fen="8/8/8/8/8/8/8/K6k w - - 0 1"><pre>8/8/8/8/8/8/8/K6k w - - 0 1</pre></div>\n' +
        '<div class="chess-diagram" data-chess-pgn="1. e4 e5"><pre>1. e4 e5</pre></div>\n' +
        '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('comments, replies one level deep, edits and deletes with the spec texts', async () => {
    const item = await publish(staff, { kind: 'article', title: 'Talk', slug: unique('talk') });
    const empty = await comment(anna.browser, item.id, '   ');
    expect(refusal(empty)).toEqual([400, 'comment_empty', MESSAGES.emptyComment]);

    const first = await comment(anna.browser, item.id, 'Nice *one*');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ ok: true, message: 'Thank you for your comment.' });
    const firstId = first.json().comment.id;
    expect(first.json().comment.html).toBe('<p>Nice <em>one</em></p>');

    const reply = await comment(boris.browser, item.id, 'Agreed', firstId);
    expect(reply.json().message).toBe('Thank you for your comment.');
    const deeper = await comment(anna.browser, item.id, 'Too deep', reply.json().comment.id);
    expect(refusal(deeper)).toEqual([400, 'reply_depth', CONTENT_MESSAGES.reply_depth]);

    const listed = (await boris.browser.get(CONTENT_API.comments(item.id))).json();
    expect(listed.comments).toHaveLength(1);
    expect(listed.comments[0]).toMatchObject({ id: firstId, mine: false, body: null, canDelete: false });
    expect(listed.comments[0].replies.map((r: Json) => r.html)).toEqual(['<p>Agreed</p>']);

    const notMine = await boris.browser.post(CONTENT_API.comment(firstId), { body: 'Changed' });
    expect(refusal(notMine)[0]).toBe(403);
    const edited = await anna.browser.post(CONTENT_API.comment(firstId), { body: 'Nicer' });
    expect(edited.json()).toMatchObject({ message: 'Comment updated.', comment: { html: '<p>Nicer</p>' } });
    expect(refusal(await anna.browser.post(CONTENT_API.comment(firstId), { body: '' }))).toEqual([
      400,
      'comment_empty',
      'You cannot send an empty comment',
    ]);

    const deleted = await anna.browser.post(CONTENT_API.comment(firstId), {}, { method: 'DELETE' });
    expect(deleted.json()).toEqual({ ok: true, message: 'Comment deleted.' });
    const after = (await boris.browser.get(CONTENT_API.comments(item.id))).json();
    expect(after.comments).toEqual([]);
    const [row] = await t.testDb.database.db.select().from(contentItems).where(eq(contentItems.id, item.id));
    expect(row!.commentCount).toBe(0);
  });

  it('refuses comments across a block and hides the blocked member’s comments', async () => {
    const item = await publish(anna, { kind: 'blog', title: unique('Blocked') });
    const fromBoris = await comment(boris.browser, item.id, 'Before the block');
    expect(fromBoris.statusCode).toBe(200);
    expect((await anna.browser.post(RELATIONS_API.member('block', boris.user.username))).statusCode).toBe(
      200,
    );
    const refused = await comment(boris.browser, item.id, 'After the block');
    expect(refusal(refused)).toEqual([403, 'comment_blocked', CONTENT_MESSAGES.comment_blocked]);
    const seen = (await anna.browser.get(CONTENT_API.comments(item.id))).json();
    expect(seen.comments).toEqual([]);
    await anna.browser.post(RELATIONS_API.member('unblock', boris.user.username));
  });

  it('lets staff lock comments and feature items under §7’s paths; others get 403', async () => {
    const article = await publish(staff, { kind: 'article', title: 'Locked', slug: unique('locked') });
    const news = await publish(staff, { kind: 'news', title: 'Featured news', slug: unique('featured') });
    const blog = await publish(anna, { kind: 'blog', title: unique('Blog to lock') });

    for (const [browser, status] of [
      [anna.browser, 403],
      [author.browser, 403],
    ] as const) {
      expect(refusal(await browser.post(CONTENT_API.lockComments('articles', article.id)))).toEqual([
        status,
        'forbidden',
        CONTENT_MESSAGES.staff_only,
      ]);
      expect(refusal(await browser.post(CONTENT_API.feature('news', news.id)))[0]).toBe(status);
      expect(refusal(await browser.get(CONTENT_API.authors))[0]).toBe(status);
    }

    // The page, read once (and kept by the node's item cache), shows the lock at once after it.
    expect(pageContextOf((await anna.browser.get(article.url)).body).page?.article?.commentsLocked).toBe(
      false,
    );
    const locked = await staff.browser.post(CONTENT_API.lockComments('articles', article.id));
    expect(locked.json()).toMatchObject({ ok: true, locked: true });
    expect(pageContextOf((await anna.browser.get(article.url)).body).page?.article?.commentsLocked).toBe(
      true,
    );
    const refused = await comment(anna.browser, article.id, 'Hello?');
    expect(refusal(refused)).toEqual([403, 'comments_locked', CONTENT_MESSAGES.comments_locked]);
    expect((await staff.browser.post(CONTENT_API.lockComments('blog', blog.id))).json().locked).toBe(true);
    expect((await staff.browser.post(CONTENT_API.lockComments('news', news.id))).json().locked).toBe(true);
    // Wrong kind under a prefix, and no such video: 404.
    expect(refusal(await staff.browser.post(CONTENT_API.lockComments('news', article.id)))[0]).toBe(404);
    expect(refusal(await staff.browser.post(CONTENT_API.lockComments('video', 999_999)))[0]).toBe(404);
    const unlocked = await staff.browser.post(CONTENT_API.lockComments('articles', article.id), { on: 0 });
    expect(unlocked.json().locked).toBe(false);
    expect((await comment(anna.browser, article.id, 'Open again')).statusCode).toBe(200);

    const featured = await staff.browser.post(CONTENT_API.feature('news', news.id));
    expect(featured.json()).toEqual({
      ok: true,
      featured: true,
      message: 'Feature Set! It might take a minute or two to appear.',
    });
    const index = (await anna.browser.get(CONTENT_API.index('news'))).json();
    expect(index.featured[0].id).toBe(news.id);
    expect(index.items.map((i: Json) => i.id)).not.toContain(news.id);
    const home = (await t.app.inject({ url: CONTENT_API.home })).json();
    expect(home.featured[0].id).toBe(news.id);
    expect(home.feed).toBeNull();

    const authors = (await staff.browser.get(CONTENT_API.authors))
      .json()
      .authors.map((a: Json) => a.username);
    expect(authors).toEqual(expect.arrayContaining([staff.user.username, author.user.username]));
    expect(authors).not.toContain(anna.user.username);
  });

  it('saves the home content type and fills the feed with it', async () => {
    const member = await memberWith(t, { name: `feed_${kind}` });
    expect((await member.browser.post(RELATIONS_API.member('follow', author.user.username))).statusCode).toBe(
      200,
    );
    const item = await publish(author, { kind: 'news', title: 'For followers', slug: unique('followers') });
    let home = (await member.browser.get(CONTENT_API.home)).json();
    expect(home.feed.type).toBe('following');
    expect(home.feed.entries.map((e: Json) => e.item?.id)).toContain(item.id);

    const bad = await member.browser.post(CONTENT_API.homeContentType, { recentContentType: 'everything' });
    expect(refusal(bad)[0]).toBe(400);
    const saved = await member.browser.post(CONTENT_API.homeContentType, {
      recentContentType: 'my_activity',
    });
    expect(saved.json()).toEqual({ ok: true, recentContentType: 'my_activity' });
    const [row] = await t.testDb.database.db.select().from(users).where(eq(users.userId, member.user.userId));
    expect(row!.homeContentType).toBe('my_activity');

    await comment(member.browser, item.id, 'My activity');
    home = (await member.browser.get(CONTENT_API.home)).json();
    expect(home.feed.type).toBe('my_activity');
    expect(home.feed.entries[0]).toMatchObject({ type: 'comment', item: { id: item.id } });
  });

  it('reports a comment to the moderators', async () => {
    const item = await publish(staff, { kind: 'article', title: 'Reported', slug: unique('reported') });
    const id = (await comment(boris.browser, item.id, 'Spam spam')).json().comment.id;
    const reported = await anna.browser.post(CONTENT_API.reportComment(id), { reason_id: 'spam' });
    expect(reported.json()).toEqual({ ok: true, message: MODERATION_MESSAGES.reportedComment });
    const rows = await t.testDb.database.db
      .select()
      .from(reports)
      .where(eq(reports.targetRef, String(id)));
    expect(rows).toMatchObject([{ targetKind: 'comment', targetUserId: boris.user.userId, reason: 'spam' }]);
    const own = await boris.browser.post(CONTENT_API.reportComment(id), { reason_id: 'spam' });
    expect(refusal(own)[1]).toBe('report_self');
  });

  it('stores an uploaded image re-encoded, and refuses the wrong type or size', async () => {
    const upload = (browser: TestBrowser, bytes: Buffer, type: string) =>
      browser.request({
        method: 'POST',
        url: CONTENT_API.image,
        payload: bytes,
        headers: { 'content-type': type, 'x-xsrf-token': browser.csrfToken! },
      });
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#228833' } })
      .png()
      .toBuffer();
    const stored = await upload(anna.browser, png, 'image/png');
    expect(stored.statusCode).toBe(200);
    expect(stored.json().url).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
    expect((await t.app.inject({ url: stored.json().url })).statusCode).toBe(200);
    expect(refusal(await upload(anna.browser, png, 'image/jpeg'))).toEqual([
      415,
      'image_type',
      CONTENT_MESSAGES.image_type,
    ]);
    expect(refusal(await upload(anna.browser, Buffer.alloc(5 * 1024 * 1024), 'image/png'))[1]).toBe(
      'image_too_large',
    );
  });

  it('answers bad input with a 4xx and changes nothing', async () => {
    const before = await t.testDb.database.db.select().from(contentComments);
    expect((await anna.browser.get('/article/view/no-such-article')).statusCode).toBe(404);
    expect((await anna.browser.get('/article/view/Not_A_Slug')).statusCode).toBe(404);
    expect(refusal(await anna.browser.get('/callback/content/poems'))[0]).toBe(400);
    expect(refusal(await anna.browser.get(`${CONTENT_API.index('article')}?after=yesterday`))[0]).toBe(400);
    expect(refusal(await anna.browser.post(CONTENT_API.comments(999_999), { body: 'hi' }))[0]).toBe(404);
    expect(refusal(await anna.browser.post(CONTENT_API.comments(1), { body: 42 }))[0]).toBe(400);
    expect(refusal(await anna.browser.post(CONTENT_API.comments(1), { body: 'x'.repeat(2001) }))[0]).toBe(
      400,
    );
    expect(
      refusal(
        await anna.browser.post(CONTENT_API.create, { kind: 'article', title: 'x', body: 'y', state: 'now' }),
      )[0],
    ).toBe(400);
    expect(refusal(await anna.browser.post(CONTENT_API.feature('article', 1), { on: 'yes' }))[0]).toBe(400);
    const guest = await t.app.inject({ method: 'GET', url: CONTENT_API.mine });
    expect(guest.statusCode).toBe(401);
    expect(await t.testDb.database.db.select().from(contentComments)).toEqual(before);
  });
});
