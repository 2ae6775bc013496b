import type { Language } from '@kingside/contract';
import { describe, expect, it } from 'vitest';
import type { SessionRow } from '../../platform/session/session.tables';
import { presentCurrentUser } from './accounts.present';
import type { UserRow } from './accounts.tables';
import { createCurrentUserJson } from './current-user-json';

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

/** What the route sent before it was memoised: Fastify's stringify of the payload. */
const direct = (row: SessionRow, user: UserRow | null, language: Language, isImpersonating: boolean) =>
  JSON.stringify(presentCurrentUser(user, row.guestId, language, isImpersonating));

describe('current user JSON', () => {
  it("is exactly the payload's JSON, and never one session's answer for another, however calls interleave", () => {
    const json = createCurrentUserJson();
    const garry = member(1, 'Garry', 'diamond');
    const cases: [SessionRow, UserRow | null, Language, boolean][] = [
      [session('a'), garry, 'en', false],
      [session('b'), member(2, 'Judit'), 'de', false],
      [session('c'), null, 'en', false],
      // The same member in a second session: its own entry.
      [session('d'), garry, 'es', true],
    ];
    for (let round = 0; round < 3; round++) {
      for (const [row, user, language, isImpersonating] of cases) {
        const text = json(row, user, language, isImpersonating);
        expect(text).toBe(direct(row, user, language, isImpersonating));
        expect(JSON.parse(text).user.id).toBe(user ? user.uuid : row.guestId);
      }
    }
  });

  it('follows a changed member row, language and impersonation at once', () => {
    const json = createCurrentUserJson();
    const row = session('a');
    const before = member(1, 'Garry');
    const read = (user: UserRow | null, language: Language = 'en', isImpersonating = false) =>
      JSON.parse(json(row, user, language, isImpersonating));
    expect(read(before).user.membership).toBe('basic');
    // The session cache hands out a new member row after any change (here: tier and name).
    const after = { ...before, username: 'Garry2', tier: 'diamond' } as UserRow;
    expect(read(after).user).toMatchObject({ username: 'Garry2', membership: 'diamond' });
    expect(read(after, 'es').state.language).toBe('es');
    expect(read(after, 'es', true).state.isImpersonating).toBe(true);
    expect(read(null).user.isGuest).toBe(true);
  });
});
