/**
 * Stored before acknowledged, across a crash: the real server, SIGKILLed by the failpoint right
 * after a webhook is stored and before it is applied, loses nothing — the restart's recovery applies
 * it, and the provider's redelivery is then a replay that changes nothing twice.
 */
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { scratchDatabase } from '../../../test/scratch-database';
import { type Database, migrateDatabase, openDatabase } from '../../platform/db/database';
import { users } from '../accounts/accounts.tables';
import { ROOT, startKingside, stopKingside } from '../play/live-server.fixture';
import { toWire } from '../sandbox-pay/sandbox-wire';
import { billingCustomers, subscriptions, webhookEvents } from './billing.tables';
import { DAY_MS } from './effective-tier';
import type { BillingEvent } from './provider';
import { AFTER_STORE_FAILPOINT } from './webhook.service';
import { SIGNATURE_HEADER, signPayload } from './webhook-signature';

const SESSION_SECRET = randomBytes(32).toString('base64url');
/** The sandbox's webhook key, derived from the server secret as services.ts does. */
const SANDBOX_SECRET = createHmac('sha256', SESSION_SECRET).update('sandbox-webhook').digest('base64url');
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

beforeAll(async () => {
  // The spawned server runs the bundle: build it once here (as crash.int.test.ts does).
  const build = spawn(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], {
    cwd: ROOT,
    env: { ...process.env, KINGSIDE_SKIP_WEB_BUILD: '1' },
    stdio: 'inherit',
  });
  expect(await new Promise((resolve) => build.once('exit', resolve))).toBe(0);
}, 180_000);

/** Opens the database while no server holds it, runs `work`, closes it. */
async function withDatabase<T>(
  where: { dataDir: string; databaseUrl: string | null },
  work: (db: Database['db']) => Promise<T>,
) {
  const database = await openDatabase(where);
  try {
    await migrateDatabase(database);
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** A delivery as the sandbox provider makes it: its wire format, its signature. */
function deliver(http: string, event: BillingEvent) {
  const body = toWire(event.id, event.createdAt, event.data);
  return fetch(`${http}/webhooks/billing/sandbox`, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signPayload(SANDBOX_SECRET, body, new Date()),
    },
  });
}

describe.each(DATABASE_KINDS)('a webhook when the server dies right after storing it, on %s', (kind) => {
  it('is applied exactly once after the restart', async () => {
    const where = await scratchDatabase(kind, 'failpoint', cleanups);
    const userId = await withDatabase(where, async (db) => {
      const now = new Date();
      const [user] = await db
        .insert(users)
        .values({
          username: 'crash_payer',
          usernameKey: 'crash_payer',
          email: 'crash_payer@example.com',
          emailKey: 'crash_payer@example.com',
          passwordHash: 'not-a-hash',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await db
        .insert(billingCustomers)
        .values({ userId: user!.userId, provider: 'sandbox', providerCustomerId: 'cus_crash' });
      return user!.userId;
    });
    const env = { SESSION_SECRET };
    const event: BillingEvent = {
      id: 'evt_crash_1',
      provider: 'sandbox',
      createdAt: new Date(),
      data: {
        type: 'subscription.updated',
        providerSubscriptionId: 'sub_crash',
        providerCustomerId: 'cus_crash',
        tier: 'gold',
        interval: 'month',
        status: 'active',
        currentPeriodEnd: new Date(Date.now() + 30 * DAY_MS),
        cancelAtPeriodEnd: false,
        trialEnd: null,
      },
    };

    const doomed = await startKingside({
      ...where,
      env: { ...env, KINGSIDE_FAILPOINT: AFTER_STORE_FAILPOINT },
    });
    cleanups.push(() => stopKingside(doomed.child, 'SIGKILL'));
    const died = new Promise((resolve) => doomed.child.once('exit', (_code, signal) => resolve(signal)));
    await expect(deliver(doomed.http, event)).rejects.toThrow();
    expect(await died).toBe('SIGKILL');

    const server = await startKingside({ ...where, env });
    cleanups.push(() => stopKingside(server.child));
    if (where.databaseUrl) {
      // PostgreSQL can be read while the server runs: the startup recovery applied it before it listened.
      const client = new pg.Client({ connectionString: where.databaseUrl });
      await client.connect();
      const { rows } = await client.query('select processed_at from webhook_events where event_id = $1', [
        event.id,
      ]);
      await client.end();
      expect(rows[0].processed_at).not.toBeNull();
    }
    // The provider never got its 200, so it delivers again: a replay of what recovery applied.
    const again = await deliver(server.http, event);
    expect(again.status).toBe(200);
    await stopKingside(server.child);

    await withDatabase(where, async (db) => {
      const stored = await db.select().from(webhookEvents);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ eventId: 'evt_crash_1', attempts: 1, lastError: null });
      expect(stored[0]!.processedAt).not.toBeNull();
      const subs = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      expect(subs).toHaveLength(1);
      expect(subs[0]).toMatchObject({ providerSubscriptionId: 'sub_crash', tier: 'gold', status: 'active' });
      const [user] = await db.select().from(users).where(eq(users.userId, userId));
      expect(user!.tier).toBe('gold');
    });
  }, 180_000);
});
