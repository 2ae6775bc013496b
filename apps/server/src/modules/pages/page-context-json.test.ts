import type { PageContext } from '@kingside/contract';
import { describe, expect, it } from 'vitest';
import type { SessionRow } from '../../platform/session/session.tables';
import { presentCurrentUser, type UserRow } from '../accounts';
import { scriptJson } from './html-template';
import { createPageContextJson, type PageContextInput } from './page-context-json';

/** The parts as the page carries them. */
const joined = (build: ReturnType<typeof createPageContextJson>) => (given: PageContextInput) =>
  build(given)
    .map((part) => part.toString())
    .join('');

const session = (guestId: string) => ({ idHash: `hash-${guestId}`, guestId }) as SessionRow;

const member = (userId: number, username: string, tier = 'basic') =>
  ({
    userId,
    uuid: `uuid-${userId}`,
    username,
    tier,
    role: null,
    closure: null,
    isActivated: true,
    trialUsed: false,
    language: 'en',
    timezone: 'Europe/Berlin',
    country: 'DE',
    chessTitle: null,
    avatarUrl: null,
    lastLoginAt: new Date('2026-05-01T10:00:00Z'),
    createdAt: new Date('2026-01-01T10:00:00Z'),
    archiveView: 'grid',
    homeContentType: 'following',
    fairPlayAgree: 1,
  }) as unknown as UserRow;

function input(overrides: Partial<PageContextInput> & Pick<PageContextInput, 'session'>): PageContextInput {
  return {
    user: null,
    isImpersonating: false,
    language: 'en',
    features: { board3d: true },
    csrfToken: `csrf-${overrides.session.guestId}`,
    route: { name: 'about', params: {} },
    page: null,
    status: 200,
    ...overrides,
  };
}

/** What the page context was before it was built from parts: one stringify of the whole. */
function whole(given: PageContextInput, release: string): string {
  const context: PageContext = {
    current: presentCurrentUser(given.user, given.session.guestId, given.language, given.isImpersonating),
    language: given.language,
    features: given.features,
    csrfToken: given.csrfToken,
    release,
    route: given.route,
    page: given.page,
    status: given.status,
  };
  return scriptJson(context);
}

describe('page context JSON', () => {
  it('is exactly what serialising the whole context writes, for guests, members, impersonation and 404s', () => {
    const build = joined(createPageContextJson('rel-1'));
    const cases = [
      input({ session: session('g1') }),
      input({ session: session('g2'), user: member(7, 'Garry'), language: 'de' }),
      input({ session: session('g3'), user: member(8, 'Judit', 'diamond'), isImpersonating: true }),
      input({ session: session('g4'), route: null, status: 404, language: 'ar' }),
      input({
        session: session('g5'),
        route: { name: 'member', params: { username: '</script><!--' } },
        page: { member: { username: 'a\u2028b</script>' } } as unknown as PageContext['page'],
      }),
    ];
    for (const given of cases) {
      // Twice: the memoised answer must equal the first one.
      expect(build(given)).toBe(whole(given, 'rel-1'));
      expect(build(given)).toBe(whole(given, 'rel-1'));
    }
    expect(build(cases[4]!)).not.toContain('</script');
  });

  it("never hands one session another's current user, however the calls interleave", () => {
    const build = joined(createPageContextJson('rel'));
    const garry = member(1, 'Garry', 'diamond');
    const judit = member(2, 'Judit');
    const sessions = [
      { session: session('a'), user: garry },
      { session: session('b'), user: judit },
      { session: session('c'), user: null },
      // The same member in a second session: still its own entry (its own guest id and token).
      { session: session('d'), user: garry },
    ];
    for (let round = 0; round < 3; round++) {
      for (const { session: row, user } of sessions) {
        const given = input({ session: row, user });
        const context = JSON.parse(build(given)) as PageContext;
        expect(build(given)).toBe(whole(given, 'rel'));
        expect(context.current.user.username).toEqual(user?.username ?? expect.stringMatching(/^Guest/));
        expect(context.csrfToken).toBe(`csrf-${row.guestId}`);
        expect(context.current.user.id).toBe(user ? user.uuid : row.guestId);
      }
    }
  });

  it('follows a changed member, session, language and flags at once', () => {
    const build = joined(createPageContextJson('rel'));
    const row = session('a');
    const before = member(1, 'Garry');
    const read = (given: Partial<PageContextInput>) =>
      JSON.parse(build(input({ session: row, ...given }))) as PageContext;
    expect(read({ user: before }).current.user.membership).toBe('basic');
    // The session cache hands out a new member row after any change (here: tier and name).
    const after = { ...before, username: 'Garry2', tier: 'diamond' } as UserRow;
    expect(read({ user: after }).current.user).toMatchObject({ username: 'Garry2', membership: 'diamond' });
    expect(read({ user: after, language: 'es' }).current.state.language).toBe('es');
    expect(read({ user: after, isImpersonating: true }).current.state.isImpersonating).toBe(true);
    expect(read({ user: null }).current.user.isGuest).toBe(true);
    expect(read({ user: after, csrfToken: 'rotated' }).csrfToken).toBe('rotated');
    expect(read({ user: after, features: { board3d: false } }).features).toEqual({ board3d: false });
    expect(read({ user: after, route: { name: 'play', params: {} } }).route?.name).toBe('play');
  });

  it('writes a route with parameters once per params object, under its own name', () => {
    const build = joined(createPageContextJson('rel'));
    const read = (route: PageContext['route']) =>
      (JSON.parse(build(input({ session: session('r'), route }))) as PageContext).route;
    const params = { url: 'first-article' };
    expect(read({ name: 'article', params })).toEqual({ name: 'article', params: { url: 'first-article' } });
    expect(read({ name: 'article', params })).toEqual({ name: 'article', params: { url: 'first-article' } });
    expect(read({ name: 'news_item', params })).toEqual({
      name: 'news_item',
      params: { url: 'first-article' },
    });
    expect(read({ name: 'article', params: { url: 'second' } })?.params).toEqual({ url: 'second' });
  });
});
