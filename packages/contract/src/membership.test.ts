import { describe, expect, it } from 'vitest';
import {
  ASSIGNABLE_LEVELS,
  CLOSURES,
  type Closure,
  deriveLevel,
  isAssignableLevel,
  isAtLeast,
  isClosedLevel,
  isOnly,
  isPremium,
  MembershipLevel,
  type MembershipName,
  membershipName,
  STAFF_ROLES,
  type StaffRole,
  TIERS,
} from './membership';

const NAMES = Object.keys(MembershipLevel) as MembershipName[];
const MEMBER_LEVELS = [10, 20, 30, 40, 50, 80, 90];
const NO_STATUS = [0, 5, 6, 7, 8, null, undefined];

describe('MembershipLevel', () => {
  it('has the exact values of §4', () => {
    expect(MembershipLevel).toEqual({
      guest: 0,
      cheater: 5,
      abuser: 6,
      voluntarilyClosed: 7,
      unspecifiedClosed: 8,
      basic: 10,
      silver: 20,
      gold: 30,
      platinum: 40,
      diamond: 50,
      moderator: 80,
      staff: 90,
    });
  });

  it('splits into tiers, staff roles and closures', () => {
    expect(TIERS).toEqual(['basic', 'silver', 'gold', 'platinum', 'diamond']);
    expect(STAFF_ROLES).toEqual(['moderator', 'staff']);
    expect(CLOSURES).toEqual(['cheater', 'abuser', 'voluntarilyClosed', 'unspecifiedClosed']);
    expect(ASSIGNABLE_LEVELS).toEqual([...TIERS, ...STAFF_ROLES]);
  });
});

describe('deriveLevel', () => {
  const roles: (StaffRole | null)[] = [null, ...STAFF_ROLES];
  const closures: (Closure | null)[] = [null, ...CLOSURES];
  const cases = [true, false].flatMap((isGuest) =>
    TIERS.flatMap((tier) =>
      roles.flatMap((role) => closures.map((closure) => ({ isGuest, tier, role, closure }))),
    ),
  );

  it('covers every combination', () => {
    expect(cases).toHaveLength(2 * 5 * 3 * 5);
  });

  it.each(cases)('guest=$isGuest tier=$tier role=$role closure=$closure', (parts) => {
    const expected = parts.isGuest
      ? 0
      : parts.closure
        ? MembershipLevel[parts.closure]
        : parts.role
          ? MembershipLevel[parts.role]
          : MembershipLevel[parts.tier];
    expect(deriveLevel(parts)).toBe(expected);
  });

  it('lets closure beat role beat tier, and a guest is 0', () => {
    expect(deriveLevel({ isGuest: true, tier: 'diamond', role: 'staff', closure: 'cheater' })).toBe(0);
    expect(deriveLevel({ isGuest: false, tier: 'diamond', role: 'staff', closure: 'abuser' })).toBe(6);
    expect(deriveLevel({ isGuest: false, tier: 'basic', role: 'moderator', closure: null })).toBe(80);
    expect(deriveLevel({ isGuest: false, tier: 'gold', role: null, closure: null })).toBe(30);
  });
});

describe('membershipName', () => {
  it('names every level and nothing else', () => {
    for (const name of NAMES) expect(membershipName(MembershipLevel[name])).toBe(name);
    expect(membershipName(15)).toBeNull();
    expect(membershipName(-1)).toBeNull();
  });
});

describe('isClosedLevel', () => {
  it('is true for the four closures only', () => {
    for (const name of NAMES) {
      expect(isClosedLevel(MembershipLevel[name]), name).toBe((CLOSURES as readonly string[]).includes(name));
    }
  });
});

describe('isAtLeast', () => {
  it('compares levels for members', () => {
    for (const level of MEMBER_LEVELS) {
      for (const name of NAMES) {
        expect(isAtLeast(level, name), `${level} ≥ ${name}`).toBe(level >= MembershipLevel[name]);
      }
    }
  });

  it('spot checks', () => {
    expect(isAtLeast(30, 'silver')).toBe(true);
    expect(isAtLeast(30, 'gold')).toBe(true);
    expect(isAtLeast(30, 'platinum')).toBe(false);
    expect(isAtLeast(80, 'diamond')).toBe(true);
    expect(isAtLeast(80, 'staff')).toBe(false);
  });

  it('gives guests, closed accounts and logged-out users no status', () => {
    for (const level of NO_STATUS) {
      for (const name of NAMES) expect(isAtLeast(level, name), `${level} ≥ ${name}`).toBe(false);
    }
  });
});

describe('isOnly', () => {
  it('uses equality for members', () => {
    for (const level of MEMBER_LEVELS) {
      for (const name of NAMES) {
        expect(isOnly(level, name), `${level} = ${name}`).toBe(level === MembershipLevel[name]);
      }
    }
  });

  it('matches basic exactly', () => {
    expect(isOnly(10, 'basic')).toBe(true);
    for (const level of [20, 30, 40, 50, 80, 90]) expect(isOnly(level, 'basic')).toBe(false);
  });

  it('gives guests, closed accounts and logged-out users no status', () => {
    for (const level of NO_STATUS) {
      for (const name of NAMES) expect(isOnly(level, name), `${level} = ${name}`).toBe(false);
    }
  });
});

describe('isPremium', () => {
  it('means silver or above', () => {
    const premium = Object.fromEntries(NAMES.map((name) => [name, isPremium(MembershipLevel[name])]));
    expect(premium).toEqual({
      guest: false,
      cheater: false,
      abuser: false,
      voluntarilyClosed: false,
      unspecifiedClosed: false,
      basic: false,
      silver: true,
      gold: true,
      platinum: true,
      diamond: true,
      moderator: true,
      staff: true,
    });
    expect(isPremium(null)).toBe(false);
    expect(isPremium(undefined)).toBe(false);
  });
});

describe('isAssignableLevel', () => {
  it('accepts tiers and staff roles, not guests or closures', () => {
    for (const name of NAMES) {
      expect(isAssignableLevel(name), name).toBe((ASSIGNABLE_LEVELS as readonly string[]).includes(name));
    }
    expect(isAssignableLevel('gold')).toBe(true);
    expect(isAssignableLevel('guest')).toBe(false);
    expect(isAssignableLevel('cheater')).toBe(false);
    expect(isAssignableLevel('Gold')).toBe(false);
  });
});
