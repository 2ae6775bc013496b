import { STAFF_API, STAFF_CLOSE_CONFIRM_MS, STAFF_MESSAGES } from '@kingside/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, me, PASSWORD } from '../../../test/accounts';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, type TestBrowser } from '../../../test/test-app';
import { auditLog } from './account-audit.tables';
import { users } from './accounts.tables';

describe.each(DATABASE_KINDS)('closing a staff account takes two staff members on %s', (kind) => {
  let t: TestApp;
  let rogue: TestBrowser;
  let second: TestBrowser;
  const db = () => t.testDb.database.db;
  const create = (username: string, level: 'basic' | 'moderator' | 'staff' = 'staff') =>
    t.services.accounts.register({ username, email: `${username}@example.com`, password: PASSWORD, level });
  const userRow = async (username: string) =>
    (await db().select().from(users).where(eq(users.usernameKey, username)))[0]!;
  const actionsOn = async (username: string) => {
    const { userId } = await userRow(username);
    const rows = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetUserId, userId))
      .orderBy(auditLog.id);
    return rows.map((row) => row.action);
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    await create('rogue');
    await create('second');
    rogue = (await loggedIn(t.app, 'rogue')).browser;
    second = (await loggedIn(t.app, 'second')).browser;
  });
  afterAll(async () => t.close());

  it('records one staff member’s close of a staff account as pending, and closes nothing', async () => {
    await create('keeper');
    const keeper = (await loggedIn(t.app, 'keeper')).browser;
    for (let i = 0; i < 2; i++) {
      const response = await rogue.post(STAFF_API.close('keeper'), { reason: 'abuser' });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toMatchObject({
        username: 'keeper',
        closure: null,
        pending: true,
        message: STAFF_MESSAGES.close_pending,
      });
    }
    expect((await userRow('keeper')).closure).toBeNull();
    expect((await me(keeper)).state.isLoggedIn).toBe(true);
    // Asking twice is one request.
    expect(await actionsOn('keeper')).toEqual(['close_request']);
  });

  it('closes once a different staff member confirms within the window', async () => {
    await create('closable');
    expect((await rogue.post(STAFF_API.close('closable'), { reason: 'abuser' })).statusCode).toBe(202);
    t.clock.advance(STAFF_CLOSE_CONFIRM_MS - 60_000);
    const confirmed = await second.post(STAFF_API.close('closable'), { reason: 'abuser' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ username: 'closable', closure: 'abuser' });
    expect(confirmed.json().pending).toBeUndefined();
    expect((await userRow('closable')).closure).toBe('abuser');
    expect(await actionsOn('closable')).toEqual(['close_request', 'close']);
    const { userId } = await userRow('closable');
    const [close] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetUserId, userId))
      .orderBy(auditLog.id)
      .then((rows) => rows.slice(-1));
    expect(close!.actorUserId).toBe((await userRow('second')).userId);
    expect(close!.details).toMatchObject({ reason: 'abuser', requestedBy: (await userRow('rogue')).userId });
  });

  it('takes a late confirmation as a new request', async () => {
    await create('late_one');
    await rogue.post(STAFF_API.close('late_one'), { reason: 'abuser' });
    t.clock.advance(STAFF_CLOSE_CONFIRM_MS + 1000);
    expect((await second.post(STAFF_API.close('late_one'), { reason: 'abuser' })).statusCode).toBe(202);
    expect((await userRow('late_one')).closure).toBeNull();
    // ... which the first one may now confirm.
    expect((await rogue.post(STAFF_API.close('late_one'), { reason: 'abuser' })).statusCode).toBe(200);
    expect((await userRow('late_one')).closure).toBe('abuser');
  });

  it('asks the same of moderators’ accounts', async () => {
    await create('a_moderator', 'moderator');
    expect((await rogue.post(STAFF_API.close('a_moderator'), { reason: 'cheater' })).statusCode).toBe(202);
    expect((await userRow('a_moderator')).closure).toBeNull();
  });

  it('lets the command line close a staff account at once', async () => {
    await create('cli_target');
    const { user, pending } = await t.services.staffAccounts.closeAccount(
      { kind: 'cli' },
      'cli_target',
      'abuser',
    );
    expect(pending).toBe(false);
    expect(user.closure).toBe('abuser');
    expect(await actionsOn('cli_target')).toEqual(['close']);
  });

  it('closes a member’s account in one step, as before', async () => {
    await create('plain_member', 'basic');
    const response = await rogue.post(STAFF_API.close('plain_member'), { reason: 'cheater' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ closure: 'cheater' });
    expect(await actionsOn('plain_member')).toEqual(['close']);
  });
});
