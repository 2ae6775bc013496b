import { CLUB_MESSAGES, CLUBS_API, FORUMS_API } from '@kingside/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import type { TestMember } from '../entitlements/entitlements.fixtures';
import { messagingMember } from '../messages/messages.fixtures';
import { clubMembers, clubs } from './clubs.tables';

type Response = { statusCode: number; json(): { error: { code: string; message: string } } };

describe.each(DATABASE_KINDS)('clubs on %s', (kind) => {
  let t: TestApp;
  let serial = 0;
  const someone = () => messagingMember(t, `cl_${kind}_${++serial}`);
  const errorOf = (response: Response) => [response.statusCode, response.json().error.code];
  const found = async (owner: TestMember, joinPolicy: 'open' | 'request') => {
    const slug = `club-${kind}-${++serial}`;
    const response = await owner.browser.post(CLUBS_API.list, {
      name: `Club ${serial}`,
      slug,
      description: 'We play.',
      country: 'GB',
      joinPolicy,
    });
    expect(response.statusCode).toBe(200);
    return slug;
  };
  const view = async (m: TestMember | null, slug: string) =>
    (await (m ? m.browser : new TestBrowser(t.app)).get(CLUBS_API.club(slug))).json();
  const rows = async (slug: string) => {
    const db = t.testDb.database.db;
    const [club] = await db.select().from(clubs).where(eq(clubs.slug, slug));
    return {
      club: club!,
      members: await db.select().from(clubMembers).where(eq(clubMembers.clubId, club!.id)),
    };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  it('a member founds a club and owns it; the slug is taken once; guests cannot', async () => {
    const owner = await someone();
    const slug = await found(owner, 'open');
    expect(await view(owner, slug)).toMatchObject({
      slug,
      myRole: 'owner',
      memberCount: 1,
      joinPolicy: 'open',
      country: 'GB',
      forumSlug: `club-${slug}`,
    });
    const again = await owner.browser.post(CLUBS_API.list, { name: 'Another', slug, joinPolicy: 'open' });
    expect(errorOf(again)).toEqual([409, 'club_slug_taken']);
    const guest = await new TestBrowser(t.app).post(CLUBS_API.list, { name: 'Guests', slug: 'guests-club' });
    expect(errorOf(guest)).toEqual([401, 'unauthenticated']);
    const reserved = await owner.browser.post(CLUBS_API.list, { name: 'Matches', slug: 'matches' });
    expect(errorOf(reserved)).toEqual([400, 'validation_failed']);
  });

  it('open clubs take members at once; members leave; the owner stays', async () => {
    const [owner, a] = [await someone(), await someone()];
    const slug = await found(owner, 'open');
    expect((await a.browser.post(CLUBS_API.join(slug))).json()).toEqual({
      ok: true,
      message: CLUB_MESSAGES.joined,
    });
    expect(errorOf(await a.browser.post(CLUBS_API.join(slug)))).toEqual([409, 'club_already_member']);
    expect((await rows(slug)).club.memberCount).toBe(2);
    const members = (await new TestBrowser(t.app).get(CLUBS_API.members(slug))).json().members;
    expect(members.map((m: { username: string; role: string }) => [m.username, m.role])).toEqual([
      [owner.user.username, 'owner'],
      [a.user.username, 'member'],
    ]);
    expect(members[0]).toMatchObject({ presence: 'offline', rating: null });
    expect((await a.browser.post(CLUBS_API.leave(slug))).json().message).toBe(CLUB_MESSAGES.left);
    expect(errorOf(await owner.browser.post(CLUBS_API.leave(slug)))).toEqual([409, 'club_owner_stays']);
    expect((await rows(slug)).club.memberCount).toBe(1);
  });

  it('clubs by request: members ask, admins accept; an invitation lets one in directly', async () => {
    const [owner, asker, invitee, outsider] = [
      await someone(),
      await someone(),
      await someone(),
      await someone(),
    ];
    const slug = await found(owner, 'request');
    expect((await asker.browser.post(CLUBS_API.join(slug))).json().message).toBe(CLUB_MESSAGES.requested);
    expect(errorOf(await asker.browser.post(CLUBS_API.join(slug)))).toEqual([409, 'club_request_pending']);
    expect((await view(asker, slug)).pending).toBe('request');
    expect((await view(owner, slug)).requests).toEqual([asker.user.username]);
    expect((await view(outsider, slug)).requests).toEqual([]);
    // Not an admin: refused, nothing changes.
    expect(errorOf(await outsider.browser.post(CLUBS_API.accept(slug, asker.user.username)))).toEqual([
      403,
      'club_not_member',
    ]);
    expect((await rows(slug)).members).toHaveLength(1);
    expect((await owner.browser.post(CLUBS_API.accept(slug, asker.user.username))).statusCode).toBe(200);
    expect((await view(asker, slug)).myRole).toBe('member');
    expect(
      errorOf(await asker.browser.post(CLUBS_API.invite(slug), { username: invitee.user.username })),
    ).toEqual([403, 'club_not_admin']);
    await owner.browser.post(CLUBS_API.invite(slug), { username: invitee.user.username });
    expect((await view(invitee, slug)).pending).toBe('invite');
    await expect
      .poll(async () => (await invitee.browser.get('/callback/notifications')).json().notifications[0]?.kind)
      .toBe('club_invite');
    expect((await invitee.browser.post(CLUBS_API.join(slug))).json().message).toBe(CLUB_MESSAGES.joined);
    expect((await rows(slug)).members).toHaveLength(3);
  });

  it('the owner names admins; admins post news; members only write in the club forum', async () => {
    const [owner, a, outsider] = [await someone(), await someone(), await someone()];
    const slug = await found(owner, 'open');
    await a.browser.post(CLUBS_API.join(slug));
    expect(errorOf(await a.browser.post(CLUBS_API.news(slug), { title: 'Hi', body: 'news' }))).toEqual([
      403,
      'club_not_admin',
    ]);
    expect(
      errorOf(await a.browser.post(CLUBS_API.role(slug, owner.user.username), { role: 'member' })),
    ).toEqual([403, 'club_not_admin']);
    await owner.browser.post(CLUBS_API.role(slug, a.user.username), { role: 'admin' });
    expect((await view(a, slug)).myRole).toBe('admin');
    expect(
      (await a.browser.post(CLUBS_API.news(slug), { title: 'Blitz night', body: 'Friday **8pm**' }))
        .statusCode,
    ).toBe(200);
    expect((await view(null, slug)).news[0]).toMatchObject({
      title: 'Blitz night',
      html: '<p>Friday <strong>8pm</strong></p>',
      author: a.user.username,
    });

    const forum = `club-${slug}`;
    const topic = { title: 'Team practice', body: 'Who is in?' };
    expect(errorOf(await outsider.browser.post(FORUMS_API.newTopic(forum), topic))).toEqual([
      403,
      'forum_club_members_only',
    ]);
    expect((await a.browser.post(FORUMS_API.newTopic(forum), topic)).statusCode).toBe(200);
    const page = (await outsider.browser.get(FORUMS_API.category(forum))).json();
    expect(page).toMatchObject({ canPost: false, category: { club: { slug } } });
    expect(page.topics).toHaveLength(1);
  });

  it('the published-data API shows a club, its members and matches in chess.com’s shapes', async () => {
    const [owner, a] = [await someone(), await someone()];
    const slug = await found(owner, 'open');
    await a.browser.post(CLUBS_API.join(slug));
    const guest = new TestBrowser(t.app);
    const club = (await guest.get(`/pub/club/${slug}`)).json();
    expect(club).toMatchObject({
      '@id': `http://localhost:80/pub/club/${slug}`,
      name: `Club ${serial}`,
      members_count: 2,
      visibility: 'public',
      description: 'We play.',
      admin: [expect.stringMatching(new RegExp(`/pub/player/${owner.user.username.toLowerCase()}$`))],
    });
    expect(club.country).toMatch(/\/pub\/country\/GB$/);
    expect(typeof club.created).toBe('number');
    const members = (await guest.get(`/pub/club/${slug}/members`)).json();
    expect(members.weekly.map((m: { username: string }) => m.username)).toEqual([
      owner.user.username.toLowerCase(),
      a.user.username.toLowerCase(),
    ]);
    expect(members).toMatchObject({ monthly: [], all_time: [] });
    expect((await guest.get(`/pub/club/${slug}/matches`)).json()).toEqual({
      finished: [],
      in_progress: [],
      registered: [],
    });
    const theirs = (await guest.get(`/pub/player/${a.user.username}/clubs`)).json();
    expect(theirs.clubs).toMatchObject([
      { name: `Club ${serial}`, url: expect.stringMatching(new RegExp(`/club/${slug}$`)) },
    ]);
    const missing = await guest.get('/pub/club/no-such-club');
    expect(missing.statusCode).toBe(404);
  });

  it('admins give the club a picture through platform uploads; others cannot', async () => {
    const [owner, a] = [await someone(), await someone()];
    const slug = await found(owner, 'open');
    await a.browser.post(CLUBS_API.join(slug));
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2060a0' } })
      .png()
      .toBuffer();
    const upload = (m: TestMember, bytes: Buffer | string, type: string) =>
      m.browser.request({
        method: 'POST',
        url: CLUBS_API.avatar(slug),
        payload: bytes,
        headers: { 'content-type': type, 'x-xsrf-token': m.browser.csrfToken! },
      });
    expect(errorOf(await upload(a, png, 'image/png'))).toEqual([403, 'club_not_admin']);
    expect(errorOf(await upload(owner, '{"a":1}', 'application/json'))).toEqual([415, 'avatar_type']);
    expect((await rows(slug)).club.avatarUrl).toBeNull();
    const done = await upload(owner, png, 'image/png');
    expect(done.statusCode).toBe(200);
    const { avatarUrl } = (await rows(slug)).club;
    expect(avatarUrl).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
    expect((await view(null, slug)).avatarUrl).toBe(avatarUrl);
    const served = await new TestBrowser(t.app).get(avatarUrl!);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('clubs show on their members’ profiles; bad input is a 4xx that changes nothing', async () => {
    const owner = await someone();
    const slug = await found(owner, 'open');
    const of = (await new TestBrowser(t.app).get(CLUBS_API.ofMember(owner.user.username))).json();
    expect(of.clubs.map((c: { slug: string }) => c.slug)).toEqual([slug]);
    const before = await rows(slug);
    const cases: [Response, number, string][] = [
      [await owner.browser.post(CLUBS_API.join('no-such-club')), 404, 'not_found'],
      [await owner.browser.post('/callback/clubs/Bad_Slug!/join'), 400, 'validation_failed'],
      [await owner.browser.post(CLUBS_API.invite(slug), { username: 'nobody_here' }), 404, 'not_found'],
      [await owner.browser.post(CLUBS_API.invite(slug), {}), 400, 'validation_failed'],
      [
        await owner.browser.post(CLUBS_API.role(slug, owner.user.username), { role: 'owner' }),
        400,
        'validation_failed',
      ],
      [await new TestBrowser(t.app).post(CLUBS_API.leave(slug)), 401, 'unauthenticated'],
      [await owner.browser.get(CLUBS_API.ofMember('nobody_here')), 404, 'not_found'],
    ];
    for (const [response, status, code] of cases) expect(errorOf(response)).toEqual([status, code]);
    expect(await rows(slug)).toEqual(before);
  });
});
