import { BOT_CHECK, BOT_CHECK_MESSAGES } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passBotCheck } from '../../../test/bot-check';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { LOGIN_LIMITS } from './accounts.limits';

const PASSWORD = 'the-real-password';

describe.each(DATABASE_KINDS)('login limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  const member = async (username: string) =>
    t.services.accounts.register({ username, email: `${username}@example.com`, password: PASSWORD });
  const from = (address: string) => new TestBrowser(t.app, address);

  it('limits guessing from one address without locking the owner out elsewhere', async () => {
    await member('target_a');
    const attacker = from('10.7.0.1');
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp.limit; i++) {
      expect((await attacker.login('target_a', `wrong-${i}`)).statusCode).toBe(401);
    }
    const owner = await from('10.7.0.2').login('target_a', PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({ ok: true });

    const limited = await attacker.login('target_a', PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(limited.json().error.message).toMatch(
      /^Too many attempts\. Please wait \d+ seconds and try again\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('meets a guess spread over many addresses with the bot challenge, never a lock-out', async () => {
    await member('target_b');
    const perAddress = LOGIN_LIMITS.perAccountAndIp.limit;
    for (let i = 0; i < LOGIN_LIMITS.perAccount.limit; i++) {
      const guess = await from(`10.8.${Math.floor(i / perAddress)}.1`).login('target_b', `wrong-${i}`);
      expect(guess.statusCode).toBe(401);
    }
    const owner = from('10.9.0.1');
    const challenged = await owner.login('target_b', PASSWORD);
    expect(challenged.statusCode).toBe(403);
    expect(challenged.headers[BOT_CHECK.mitigationHeader.toLowerCase()]).toBe(BOT_CHECK.mitigationValue);
    expect(challenged.json().error).toEqual({
      code: 'bot_challenge_required',
      message: BOT_CHECK_MESSAGES.bot_challenge_required,
    });
    // A bot going on from a fresh address meets the same wall, before its password is checked.
    expect((await from('10.9.0.2').login('target_b', 'wrong-again')).statusCode).toBe(403);

    await passBotCheck(owner);
    const passed = await owner.login('target_b', PASSWORD);
    expect(passed.statusCode).toBe(200);
    expect(passed.json()).toEqual({ ok: true });
  });
});
