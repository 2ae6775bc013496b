import { CLUB_MESSAGES, CLUBS_API, TOURNAMENT_MESSAGES, TOURNAMENTS_API } from '@kingside/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, stopLoop, type TestApp, TestBrowser } from '../../../test/test-app';
import type { TestMember } from '../entitlements/entitlements.fixtures';
import { messagingMember } from '../messages/messages.fixtures';
import { tournamentPlayers, tournaments } from './tournaments.tables';

type Response = { statusCode: number; json(): { error: { code: string; message: string } } };

describe.each(DATABASE_KINDS)('club tournaments on %s', (kind) => {
  let t: TestApp;
  let serial = 0;
  const tag = kind.slice(0, 2);
  const someone = () => messagingMember(t, `ct_${tag}_${++serial}`);
  const errorOf = (response: Response) => [response.statusCode, response.json().error.code];
  const arena = (url: string, club?: string) => ({
    url,
    name: 'Club Arena',
    tc: { initial: 180, increment: 2 },
    rated: false,
    startsAt: new Date(t.clock.now().getTime() + 60_000).toISOString(),
    durationMinutes: 30,
    ...(club === undefined ? {} : { club }),
  });
  const tableRows = async () => {
    const db = t.testDb.database.db;
    return {
      tournaments: await db.select().from(tournaments),
      players: await db.select().from(tournamentPlayers),
    };
  };

  let owner: TestMember;
  let admin: TestMember;
  let member: TestMember;
  let outsider: TestMember;
  const slug = `chess-${tag}-club`;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await stopLoop(t, t.services.tournaments);
    [owner, admin, member, outsider] = [await someone(), await someone(), await someone(), await someone()];
    const founded = await owner.browser.post(CLUBS_API.list, {
      name: 'Rooks Club',
      slug,
      joinPolicy: 'open',
    });
    expect(founded.statusCode).toBe(200);
    for (const m of [admin, member])
      expect((await m.browser.post(CLUBS_API.join(slug))).statusCode).toBe(200);
    const named = await owner.browser.post(CLUBS_API.role(slug, admin.user.username), { role: 'admin' });
    expect(named.statusCode).toBe(200);
  });
  afterAll(async () => t.close());

  it("a club's admin creates its tournament; its members join, others are refused and nothing changes", async () => {
    const url = `club-arena-${tag}`;
    const created = await admin.browser.post(TOURNAMENTS_API.list, arena(url, slug));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ url, club: { slug, name: 'Rooks Club' }, joinRefusal: null });

    const listed = await new TestBrowser(t.app).get(TOURNAMENTS_API.ofClub(slug));
    expect(listed.json().tournaments.map((x: { url: string }) => x.url)).toEqual([url]);

    const refusal = TOURNAMENT_MESSAGES.clubMembersOnly('Rooks Club');
    expect(refusal).toBe('Only members of the club Rooks Club may join this tournament.');
    expect((await outsider.browser.get(TOURNAMENTS_API.one(url))).json().joinRefusal).toBe(refusal);
    const before = await tableRows();
    const refused = await outsider.browser.post(TOURNAMENTS_API.join(url));
    expect(errorOf(refused)).toEqual([403, 'tournament_conditions']);
    expect(refused.json().error.message).toBe(refusal);
    expect(await tableRows()).toEqual(before);

    expect((await member.browser.post(TOURNAMENTS_API.join(url))).statusCode).toBe(200);
    const [row] = await t.testDb.database.db.select().from(tournaments).where(eq(tournaments.url, url));
    const players = await t.testDb.database.db
      .select()
      .from(tournamentPlayers)
      .where(eq(tournamentPlayers.tournamentId, row!.id));
    expect(players.map((p) => p.userId)).toEqual([member.user.userId]);
  });

  it('the owner creates one too; a plain member or an outsider cannot create one for the club, nothing stored', async () => {
    const byOwner = await owner.browser.post(TOURNAMENTS_API.list, arena(`owner-arena-${tag}`, slug));
    expect(byOwner.statusCode, byOwner.body).toBe(200);

    const before = await tableRows();
    const byMember = await member.browser.post(TOURNAMENTS_API.list, arena(`member-arena-${tag}`, slug));
    expect(errorOf(byMember)).toEqual([403, 'club_not_admin']);
    expect(byMember.json().error.message).toBe(CLUB_MESSAGES.club_not_admin);
    const byOutsider = await outsider.browser.post(
      TOURNAMENTS_API.list,
      arena(`outsider-arena-${tag}`, slug),
    );
    expect(errorOf(byOutsider)).toEqual([403, 'club_not_member']);
    const noClub = await admin.browser.post(
      TOURNAMENTS_API.list,
      arena(`ghost-arena-${tag}`, 'no-such-club'),
    );
    expect(errorOf(noClub)).toEqual([404, 'not_found']);
    expect(await tableRows()).toEqual(before);
  });

  it('an open tournament shows no club and takes anyone; an unknown club lists nothing but a 404', async () => {
    const url = `open-arena-${tag}`;
    const created = await outsider.browser.post(TOURNAMENTS_API.list, arena(url));
    expect(created.json()).toMatchObject({ club: null });
    expect((await member.browser.post(TOURNAMENTS_API.join(url))).statusCode).toBe(200);
    const listed = await new TestBrowser(t.app).get(TOURNAMENTS_API.ofClub(slug));
    expect(listed.json().tournaments.map((x: { url: string }) => x.url)).not.toContain(url);
    expect((await new TestBrowser(t.app).get(TOURNAMENTS_API.ofClub('no-such-club'))).statusCode).toBe(404);
  });

  it('offers each member the clubs they own or administer to host for; an admin no more is refused', async () => {
    const hostClubs = async (m?: TestMember) =>
      (
        (await (m?.browser ?? new TestBrowser(t.app)).get(TOURNAMENTS_API.list)).json() as {
          hostClubs: unknown;
        }
      ).hostClubs;
    const other = `aard-${tag}-club`;
    expect(
      (await member.browser.post(CLUBS_API.list, { name: 'Aardvark Club', slug: other })).statusCode,
    ).toBe(200);
    expect((await admin.browser.post(CLUBS_API.join(other))).statusCode).toBe(200);
    const role = (r: 'admin' | 'member') =>
      member.browser.post(CLUBS_API.role(other, admin.user.username), { role: r });
    expect((await role('admin')).statusCode).toBe(200);
    const both = [
      { slug: other, name: 'Aardvark Club' },
      { slug, name: 'Rooks Club' },
    ];
    expect(await hostClubs(admin)).toEqual(both);
    expect((await role('member')).statusCode).toBe(200);
    expect(await hostClubs(admin)).toEqual([{ slug, name: 'Rooks Club' }]);
    expect(await hostClubs(owner)).toEqual([{ slug, name: 'Rooks Club' }]);
    expect(await hostClubs(member)).toEqual([{ slug: other, name: 'Aardvark Club' }]);
    expect(await hostClubs(outsider)).toEqual([]);
    expect(await hostClubs()).toEqual([]);

    // A form still offering the club it was shown before the demotion: the server says no, nothing stored.
    const before = await tableRows();
    const stale = await admin.browser.post(TOURNAMENTS_API.list, arena(`stale-arena-${tag}`, other));
    expect(errorOf(stale)).toEqual([403, 'club_not_admin']);
    expect(await tableRows()).toEqual(before);
  });
});
