import { CONTENT_API, RELATIONS_API } from '@kingside/contract';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { memberWith, type TestMember } from '../entitlements/entitlements.fixtures';
import { games, type NewGameRow } from '../play/play.tables';

/** A response body, read field by field (inject's `json()` is untyped). */
type Json = ReturnType<typeof JSON.parse>;
const MINUTE_MS = 60_000;

describe.each(DATABASE_KINDS)('the home feed and its plans on %s', (kind) => {
  let t: TestApp;
  let player: TestMember;
  let reader: TestMember;

  /** The plan PostgreSQL picks for a query, as text. */
  async function planOf(query: unknown): Promise<string> {
    const plan = await t.testDb.database.db.execute(sql`explain ${query as SQLWrapper}`);
    return (plan as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    player = await memberWith(t, { name: `feed_player_${kind}` });
    reader = await memberWith(t, { name: `feed_reader_${kind}` });
    const base = t.clock.now().getTime() - 60 * MINUTE_MS;
    const game = (n: number, color: 'white' | 'black', patch: Partial<NewGameRow>): NewGameRow => {
      const at = new Date(base + n * MINUTE_MS);
      const [whiteUserId, whiteName, blackName] =
        color === 'white'
          ? [player.user.userId, player.user.username, `Rival ${n}`]
          : [null, `Rival ${n}`, player.user.username];
      return {
        id: `feed${kind.slice(0, 2)}${n}`,
        whiteUserId,
        blackUserId: color === 'black' ? player.user.userId : null,
        whiteName,
        blackName,
        rated: false,
        initialSeconds: 180,
        incrementSeconds: 0,
        speed: 'blitz',
        whiteMs: 180_000,
        blackMs: 180_000,
        clockAt: at,
        status: 'resign',
        winner: 'white',
        createdAt: at,
        updatedAt: at,
        endedAt: at,
        ...patch,
      };
    };
    await t.testDb.database.db.insert(games).values([
      game(1, 'white', { winner: 'black' }),
      game(2, 'black', { status: 'draw', winner: null }),
      game(3, 'white', {}),
      game(4, 'black', {}),
      // Never in a feed: aborted, and still being played.
      game(5, 'white', { status: 'aborted', winner: null }),
      game(6, 'black', { status: 'started', winner: null, endedAt: null }),
    ]);
    // Enough articles by enough authors that reading every one of an author's would be the wrong plan.
    await t.testDb.database.db.execute(sql`insert into content_items (kind, slug, title, body, html,
        html_version, author_id, published_at, created_at, updated_at)
      select 'blog', 'feed-plan-${sql.raw(kind)}-' || k, 'Plan ' || k, 'x', '<p>x</p>', 1,
        case when k % 2 = 0 then ${player.user.userId}::int else ${reader.user.userId}::int end,
        now() - k * interval '1 minute', now(), now()
      from generate_series(1, 3000) k`);
    await t.testDb.database.db.execute(sql`analyze content_items`);
  });
  afterAll(async () => t.close());

  it('shows the followed members’ latest three finished games, with who had white and the result', async () => {
    expect((await reader.browser.post(RELATIONS_API.member('follow', player.user.username))).statusCode).toBe(
      200,
    );
    const home = (await reader.browser.get(CONTENT_API.home)).json();
    const played = home.feed.entries.filter((e: Json) => e.type === 'game');
    const me = player.user.username;
    expect(played.map((e: Json) => [e.white, e.black, e.result, e.by.username])).toEqual([
      ['Rival 4', me, '1-0', me],
      [me, 'Rival 3', '1-0', me],
      ['Rival 2', me, '½-½', me],
    ]);
    expect(played[0].gameId).toBe(`feed${kind.slice(0, 2)}4`);
  });

  it('reads an index page in its index’s order (nulls last), with no sort of every published item', async () => {
    const plan = await planOf(t.services.content.repo.page('blog', {}, t.clock.now(), null, [], 20));
    expect(plan).toContain('content_items_index_idx');
    expect(plan).not.toContain('Sort');
  });
});
