import {
  FORUM_MESSAGES,
  FORUM_POST_RATE,
  FORUM_TOPICS_PAGE,
  FORUMS_API,
  RELATIONS_API,
  REPORT_API,
} from '@kingside/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { reports } from '../../db/schema';
import { memberWith, type TestMember } from '../entitlements/entitlements.fixtures';
import { messagingMember } from '../messages/messages.fixtures';
import { seedForumCategories } from './forums.fixtures';
import { forumCategories, forumPostEdits, forumPosts, forumTopics } from './forums.tables';

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely, field by field
type Response = { statusCode: number; json(): any };

describe.each(DATABASE_KINDS)('forums on %s', (kind) => {
  let t: TestApp;
  let serial = 0;
  const someone = () => messagingMember(t, `fo_${kind}_${++serial}`);
  const moderator = () => memberWith(t, { name: `fomod_${kind}_${++serial}`, level: 'moderator' });
  const errorOf = (response: Response) => [response.statusCode, response.json().error.code];
  const newTopic = async (m: TestMember, title = 'A topic', body = 'First **post**', slug = 'general') => {
    const response = await m.browser.post(FORUMS_API.newTopic(slug), { title, body });
    expect(response.statusCode).toBe(200);
    return response.json().uuid as string;
  };
  const topicPage = async (browser: TestBrowser, uuid: string, query = '') => {
    const response = await browser.get(`${FORUMS_API.topic(uuid)}${query}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const postsOf = async (uuid: string) => {
    const db = t.testDb.database.db;
    const [topic] = await db.select().from(forumTopics).where(eq(forumTopics.uuid, uuid));
    return db.select().from(forumPosts).where(eq(forumPosts.topicId, topic!.id));
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedForumCategories(t);
  });
  afterAll(async () => t.close());

  it('a member starts a topic, another replies quoting it; anyone reads them, rendered and sanitised', async () => {
    const [a, b] = [await someone(), await someone()];
    const uuid = await newTopic(a, 'Best reply to 1.e4?', 'I like the *Caro-Kann*. <script>x()</script>');
    const reply = await b.browser.post(FORUMS_API.reply(uuid), {
      body: 'Sicilian!',
      quote: (await postsOf(uuid))[0]!.id,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().post.body).toBe(
      `> **${a.user.username}** wrote:\n>\n> I like the *Caro-Kann*. <script>x()</script>\n\nSicilian!`,
    );
    const page = await topicPage(new TestBrowser(t.app), uuid);
    expect(page.topic).toMatchObject({ uuid, title: 'Best reply to 1.e4?', postCount: 2, locked: false });
    expect(page.topic.category.slug).toBe('general');
    expect(page.posts.map((p: { author: { username: string } }) => p.author.username)).toEqual([
      a.user.username,
      b.user.username,
    ]);
    expect(page.posts[0].html).toBe('<p>I like the <em>Caro-Kann</em>. &lt;script&gt;x()&lt;/script&gt;</p>');
    expect(page.posts[1].html).toContain('<blockquote>');
    expect(page).toMatchObject({ canReply: false, canModerate: false, subscribed: false });
    const category = (await new TestBrowser(t.app).get(FORUMS_API.category('general'))).json();
    expect(category.topics.map((x: { uuid: string }) => x.uuid)).toContain(uuid);
    expect(category.category.topicCount).toBeGreaterThanOrEqual(1);
  });

  it('subscribers hear of replies in the bell; a member may leave and stays out', async () => {
    const [a, b, c] = [await someone(), await someone(), await someone()];
    const uuid = await newTopic(a);
    await b.browser.post(FORUMS_API.reply(uuid), { body: 'first reply' });
    const bell = async (m: TestMember) =>
      (await m.browser.get('/callback/notifications')).json().notifications;
    await expect.poll(async () => (await bell(a)).length).toBe(1);
    expect((await bell(a))[0]).toMatchObject({
      kind: 'forum_reply',
      subject: uuid,
      actor: { username: b.user.username },
    });
    const left = await a.browser.post(FORUMS_API.subscription(uuid), { subscribed: 0 });
    expect(left.json()).toEqual({ subscribed: false });
    await c.browser.post(FORUMS_API.reply(uuid), { body: 'second reply' });
    await expect.poll(async () => (await bell(b)).length).toBe(1);
    expect(await bell(a)).toHaveLength(1);
    expect((await topicPage(b.browser, uuid)).subscribed).toBe(true);
  });

  it('edits keep the history; only the author or a moderator edits', async () => {
    const [a, b, mod] = [await someone(), await someone(), await moderator()];
    const uuid = await newTopic(a, 'Edit me', 'version one');
    const [post] = await postsOf(uuid);
    expect(errorOf(await b.browser.post(FORUMS_API.edit(post!.id), { body: 'hijack' }))).toEqual([
      403,
      'forum_not_author',
    ]);
    const edited = await a.browser.post(FORUMS_API.edit(post!.id), { body: 'version two' });
    expect(edited.json().post).toMatchObject({ body: 'version two', html: '<p>version two</p>' });
    expect(edited.json().post.editedAt).not.toBeNull();
    await mod.browser.post(FORUMS_API.edit(post!.id), { body: 'version three' });
    const history = (await new TestBrowser(t.app).get(FORUMS_API.history(post!.id))).json();
    expect(history.edits.map((e: { body: string }) => e.body)).toEqual(['version two', 'version one']);
    expect(history.edits[0].editor).toBe(mod.user.username);
  });

  it('moderators lock, pin, move and delete; a locked topic refuses posts with a stable code', async () => {
    const [a, b, mod] = [await someone(), await someone(), await moderator()];
    const uuid = await newTopic(a, 'Heated debate');
    expect(errorOf(await a.browser.post(FORUMS_API.moderate(uuid), { action: 'lock' }))).toEqual([
      403,
      'forbidden',
    ]);
    expect((await mod.browser.post(FORUMS_API.moderate(uuid), { action: 'lock' })).json()).toEqual({
      ok: true,
      message: FORUM_MESSAGES.moderated.lock,
    });
    const before = await postsOf(uuid);
    const refused = await b.browser.post(FORUMS_API.reply(uuid), { body: 'one more thing' });
    expect(errorOf(refused)).toEqual([409, 'forum_topic_locked']);
    expect(refused.json().error.message).toBe(FORUM_MESSAGES.forum_topic_locked);
    expect(await postsOf(uuid)).toHaveLength(before.length);
    expect((await topicPage(b.browser, uuid)).canReply).toBe(false);

    await mod.browser.post(FORUMS_API.moderate(uuid), { action: 'pin' });
    const first = (await b.browser.get(FORUMS_API.category('general'))).json();
    expect(first.topics[0]).toMatchObject({ uuid, pinned: true, locked: true });

    await mod.browser.post(FORUMS_API.moderate(uuid), { action: 'move', category: 'openings' });
    expect((await topicPage(b.browser, uuid)).topic.category.slug).toBe('openings');
    expect(
      errorOf(await mod.browser.post(FORUMS_API.moderate(uuid), { action: 'move', category: 'nowhere' })),
    ).toEqual([404, 'not_found']);

    await mod.browser.post(FORUMS_API.moderate(uuid), { action: 'delete' });
    expect(errorOf(await b.browser.get(FORUMS_API.topic(uuid)))).toEqual([404, 'not_found']);
    const openings = (await b.browser.get(FORUMS_API.category('openings'))).json();
    expect(openings.topics.map((x: { uuid: string }) => x.uuid)).not.toContain(uuid);
  });

  it('a member reports a topic into the moderation queue', async () => {
    const [a, b, mod] = [await someone(), await someone(), await moderator()];
    const uuid = await newTopic(a, 'Buy cheap followers');
    const sent = await b.browser.post(REPORT_API.reportForumTopic(uuid), { reason_id: 'spam' });
    expect(sent.statusCode).toBe(200);
    const [row] = await t.testDb.database.db
      .select()
      .from(reports)
      .where(and(eq(reports.targetKind, 'forum_topic'), eq(reports.targetRef, uuid)));
    expect(row).toMatchObject({ reporterUserId: b.user.userId, reason: 'spam' });
    const queue = (await mod.browser.get(REPORT_API.queue)).json();
    expect(JSON.stringify(queue)).toContain(uuid);
  });

  it('blocks are respected: no replying to, or quoting, a member across a block', async () => {
    const [a, b] = [await someone(), await someone()];
    const uuid = await newTopic(a, 'Blocked thread');
    await a.browser.post(RELATIONS_API.member('block', b.user.username));
    const refused = await b.browser.post(FORUMS_API.reply(uuid), { body: 'hello?' });
    expect(errorOf(refused)).toEqual([403, 'forum_blocked']);
    expect(await postsOf(uuid)).toHaveLength(1);
  });

  it('posting is rate-limited per member', async () => {
    const a = await someone();
    const uuid = await newTopic(a, 'Flood');
    const statuses: number[] = [];
    for (let i = 0; i < FORUM_POST_RATE.limit; i++) {
      statuses.push((await a.browser.post(FORUMS_API.reply(uuid), { body: `post ${i}` })).statusCode);
    }
    expect(statuses.filter((s) => s === 429).length).toBe(1);
    expect(await postsOf(uuid)).toHaveLength(FORUM_POST_RATE.limit);
  });

  it('pages topics by keyset and finds posts by their words', async () => {
    const a = await memberWith(t, { name: `fopager_${kind}` });
    const words = `zugzwang${kind}`;
    const [feedback] = await t.testDb.database.db
      .select()
      .from(forumCategories)
      .where(eq(forumCategories.slug, 'site-feedback'));
    for (let i = 0; i < FORUM_TOPICS_PAGE + 2; i++) {
      await t.testDb.database.db.insert(forumTopics).values({
        uuid: crypto.randomUUID(),
        categoryId: feedback!.id,
        authorId: a.user.userId,
        title: `Paged ${i}`,
        postCount: 1,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        lastPostAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      });
    }
    const first = (await a.browser.get(FORUMS_API.category('site-feedback'))).json();
    expect(first.topics).toHaveLength(FORUM_TOPICS_PAGE);
    expect(first.topics[0].title).toBe(`Paged ${FORUM_TOPICS_PAGE + 1}`);
    const second = (
      await a.browser.get(`${FORUMS_API.category('site-feedback')}?after=${first.nextCursor}`)
    ).json();
    expect(second.topics.map((x: { title: string }) => x.title)).toEqual(['Paged 1', 'Paged 0']);
    expect(second.nextCursor).toBeNull();

    const uuid = await newTopic(a, 'Endgames', `A lesson in ${words} today`);
    const found = (await a.browser.get(`${FORUMS_API.search}?q=${words}`)).json();
    expect(found.hits).toHaveLength(1);
    expect(found.hits[0]).toMatchObject({
      topic: { uuid, title: 'Endgames' },
      excerpt: `A lesson in ${words} today`,
    });
  });

  it('bad input is a 4xx with a stable code and changes nothing', async () => {
    const a = await someone();
    const uuid = await newTopic(a);
    const guest = new TestBrowser(t.app);
    const posts = (await postsOf(uuid)).length;
    const cases: [Response, number, string][] = [
      [await guest.post(FORUMS_API.reply(uuid), { body: 'hi' }), 401, 'unauthenticated'],
      [await a.browser.post(FORUMS_API.reply(uuid), { body: '   ' }), 400, 'validation_failed'],
      [await a.browser.post(FORUMS_API.reply('not-a-uuid'), { body: 'hi' }), 400, 'validation_failed'],
      [await a.browser.post(FORUMS_API.reply(crypto.randomUUID()), { body: 'hi' }), 404, 'not_found'],
      [await a.browser.post(FORUMS_API.reply(uuid), { body: 'hi', quote: 'x' }), 400, 'validation_failed'],
      [await a.browser.post(FORUMS_API.reply(uuid), { body: 'hi', quote: 2_000_000_000 }), 404, 'not_found'],
      [await a.browser.post(FORUMS_API.newTopic('nowhere'), { title: 't', body: 'b' }), 404, 'not_found'],
      [
        await a.browser.post(FORUMS_API.newTopic('general'), { title: '', body: 'b' }),
        400,
        'validation_failed',
      ],
      [await a.browser.post('/callback/forums/p/abc/edit', { body: 'b' }), 400, 'validation_failed'],
      [await a.browser.get(`${FORUMS_API.category('general')}?after=yesterday`), 400, 'validation_failed'],
      [await a.browser.get(`${FORUMS_API.search}?q=a`), 400, 'validation_failed'],
    ];
    for (const [response, status, code] of cases) expect(errorOf(response)).toEqual([status, code]);
    expect(await postsOf(uuid)).toHaveLength(posts);
    expect(
      await t.testDb.database.db
        .select()
        .from(forumPostEdits)
        .where(eq(forumPostEdits.editorId, a.user.userId)),
    ).toHaveLength(0);
  });
});
