import { describe, expect, it } from 'vitest';
import { CLOSURES, MembershipLevel } from './membership';
import { CLOSURE_MESSAGES, isStaffClosure, STAFF_API, STAFF_CLOSURES } from './staff';
import { auditQuery, staffCloseRequest } from './staff.schema';

describe('staff closures', () => {
  it('are the §4 closures staff give: levels 5, 6 and 8, never the member’s own (7)', () => {
    expect(STAFF_CLOSURES.map((name) => MembershipLevel[name])).toEqual([5, 6, 8]);
    expect(CLOSURES.filter(isStaffClosure)).toEqual(['cheater', 'abuser', 'unspecifiedClosed']);
    expect(isStaffClosure('voluntarilyClosed')).toBe(false);
    expect(isStaffClosure('staff')).toBe(false);
    expect(isStaffClosure('')).toBe(false);
  });

  it('each tell the member why at login', () => {
    expect(CLOSURE_MESSAGES).toEqual({
      cheater: 'This account was closed for violating the Fair Play Policy.',
      abuser: 'This account was closed for abuse.',
      unspecifiedClosed: 'This account is closed. Contact support for details.',
    });
  });

  it('validates the close request and the audit page query', () => {
    expect(staffCloseRequest.parse({ reason: 'abuser', _token: 'x' })).toEqual({ reason: 'abuser' });
    for (const reason of ['voluntarilyClosed', 'Cheater', 'basic', 5, null, undefined]) {
      expect(staffCloseRequest.safeParse({ reason }).success).toBe(false);
    }
    expect(auditQuery.parse({ before: '12' })).toEqual({ before: 12 });
    expect(auditQuery.parse({})).toEqual({});
    for (const before of ['0', '-3', '1.5', 'abc'])
      expect(auditQuery.safeParse({ before }).success).toBe(false);
  });

  it('builds callback paths with the username encoded', () => {
    expect(STAFF_API.close('alice')).toBe('/callback/staff/users/alice/close');
    expect(STAFF_API.impersonate('a/b?c')).toBe('/callback/staff/impersonate/a%2Fb%3Fc');
  });
});
