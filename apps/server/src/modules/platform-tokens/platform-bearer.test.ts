import { MEMBER_SCOPES, READ_SCOPES, STAFF_MESSAGES } from '@kingside/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { requireScope } from './platform-bearer';
import type { PlatformCaller } from './platform-tokens.service';

const member: PlatformCaller = { user: null, guestId: 'g', scopes: MEMBER_SCOPES, impersonating: false };

describe('requireScope', () => {
  it('lets a member write and a guest only read', () => {
    expect(() => requireScope(member, 'themes:write')).not.toThrow();
    const guest = { ...member, scopes: READ_SCOPES };
    expect(() => requireScope(guest, 'themes:read')).not.toThrow();
    expect(() => requireScope(guest, 'settings:write')).toThrow(AppError);
  });

  it('refuses every write while impersonating, whatever scopes the token carries (§4)', () => {
    const staff = { ...member, impersonating: true };
    for (const scope of MEMBER_SCOPES.filter((scope) => !READ_SCOPES.includes(scope))) {
      expect(() => requireScope(staff, scope)).toThrow(
        expect.objectContaining({
          code: 'impersonation_read_only',
          status: 403,
          message: STAFF_MESSAGES.impersonation_read_only,
        }),
      );
    }
    for (const scope of READ_SCOPES) expect(() => requireScope(staff, scope)).not.toThrow();
  });
});
