import { describe, expect, it } from 'vitest';
import { eligibleFirstTrial, presentCurrentUser } from './accounts.present';
import type { UserRow } from './accounts.tables';

const member = (over: Partial<UserRow> = {}) =>
  ({
    userId: 1,
    uuid: '00000000-0000-4000-8000-000000000001',
    username: 'anna',
    tier: 'basic',
    role: null,
    closure: null,
    trialUsed: false,
    isActivated: true,
    language: 'en',
    archiveView: 'grid',
    homeContentType: 'following',
    fairPlayAgree: 0,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    lastLoginAt: null,
    ...over,
  }) as UserRow;

describe('eligibleFirstTrial (§3)', () => {
  it('is true only for a basic member with no role or closure who never took a trial or subscription', () => {
    expect(eligibleFirstTrial(member())).toBe(true);
    expect(eligibleFirstTrial(member({ trialUsed: true }))).toBe(false);
    expect(eligibleFirstTrial(member({ tier: 'gold' }))).toBe(false);
    expect(eligibleFirstTrial(member({ role: 'moderator' }))).toBe(false);
    expect(eligibleFirstTrial(member({ closure: 'voluntarilyClosed' }))).toBe(false);
    expect(presentCurrentUser(member({ trialUsed: true }), 'g', 'en').user.eligibleFirstTrial).toBe(false);
    expect(presentCurrentUser(member(), 'g', 'en').user.eligibleFirstTrial).toBe(true);
  });
});
