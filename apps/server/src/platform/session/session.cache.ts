import type { Bus } from '../bus';
import type { Clock } from '../clock';
import type { SessionRow } from './session.tables';
import type { SessionUser } from './session-users';

export interface CachedSession {
  session: SessionRow;
  /** Who the site treats as the caller: the impersonated member while staff impersonate. */
  user: SessionUser | null;
  /** The staff member behind an impersonation, else absent. */
  impersonator?: SessionUser;
}

/** Long enough to spare the database on every request, short enough that a missed bus message heals fast. */
const TTL_MS = 5000;
const MAX_ENTRIES = 50_000;
const REVOKED = 'sessions.revoked';
/** Published by the accounts module whenever a member's row changes (level, closure, profile). */
export const USER_CHANGED = 'accounts.userChanged';

/**
 * Live sessions by id hash, per process. Logging out, logging in and every change to a member drop
 * entries here and on every other node (over the bus), so a revoked session stops working at once.
 */
export function createSessionCache(deps: { clock: Clock; bus: Bus }) {
  const entries = new Map<string, { value: CachedSession; at: number }>();

  const dropLocal = (what: { idHash?: string; userId?: number }) => {
    if (what.idHash) entries.delete(what.idHash);
    if (what.userId !== undefined) {
      for (const [key, { value }] of entries) {
        if (value.session.userId === what.userId || value.session.impersonatingUserId === what.userId) {
          entries.delete(key);
        }
      }
    }
  };
  const onMessage = (message: unknown) => dropLocal(message as { idHash?: string; userId?: number });
  deps.bus.subscribe(REVOKED, onMessage).catch(() => {});
  deps.bus.subscribe(USER_CHANGED, onMessage).catch(() => {});

  return {
    get(idHash: string): CachedSession | null {
      const entry = entries.get(idHash);
      if (!entry) return null;
      const now = deps.clock.now();
      if (now.getTime() - entry.at > TTL_MS || entry.value.session.expiresAt <= now) {
        entries.delete(idHash);
        return null;
      }
      return entry.value;
    },

    set(idHash: string, value: CachedSession): void {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(idHash, { value, at: deps.clock.now().getTime() });
    },

    /** Forget a session, or every session of a member, here and on every node. */
    async revoke(what: { idHash?: string; userId?: number }): Promise<void> {
      dropLocal(what);
      await deps.bus.publish(REVOKED, what);
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
