import { BOT_CHECK_MESSAGES } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePayload as encode, solve } from '../../../test/bot-check';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { BURST_RULE, CHALLENGE_TTL_MS, PASS_TTL_MS } from './bot-check.service';

async function userCount(t: TestApp, username: string) {
  const response = await new TestBrowser(t.app).get(`/callback/user/valid?username=${username}`);
  return response.json().available ? 0 : 1;
}

describe.each(DATABASE_KINDS)('bot check on %s, BOT_CHECK=always', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { BOT_CHECK: 'always' });
  });
  afterAll(async () => t.close());

  it('answers a registration with the mitigation 403, not the CSRF one, and creates nothing', async () => {
    const browser = new TestBrowser(t.app);
    const response = await browser.register('challenged');
    expect(response.statusCode).toBe(403);
    expect(response.headers['cf-mitigated']).toBe('challenge');
    expect(response.json().error).toEqual({
      code: 'bot_challenge_required',
      message: BOT_CHECK_MESSAGES.bot_challenge_required,
    });
    expect(await userCount(t, 'challenged')).toBe(0);

    const forged = await browser.post(
      '/register',
      { username: 'forged', email: 'f@example.com' },
      { csrf: false },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('csrf_token_invalid');
    expect(forged.headers['cf-mitigated']).toBeUndefined();
  });

  it('lets the same registration through once a solution is verified', async () => {
    const browser = new TestBrowser(t.app);
    expect((await browser.register('solver')).statusCode).toBe(403);
    const { payload } = await solve(browser);
    const verified = await browser.post('/callback/bot-check/verify', { payload });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ ok: true, verifyUrl: '/verify' });
    expect((await browser.register('solver')).statusCode).toBe(200);
    expect(await userCount(t, 'solver')).toBe(1);
    // Login is guarded the same way, and the pass covers it.
    await browser.post('/logout');
    expect((await browser.login('solver', 'correct horse battery')).statusCode).toBe(200);
  });

  it('challenges logins too', async () => {
    const response = await new TestBrowser(t.app).login('nobody', 'whatever password');
    expect(response.statusCode).toBe(403);
    expect(response.headers['cf-mitigated']).toBe('challenge');
  });

  it('refuses a replayed solution, even from another browser', async () => {
    const first = new TestBrowser(t.app);
    const { payload } = await solve(first);
    expect((await first.post('/callback/bot-check/verify', { payload })).statusCode).toBe(200);
    const replay = await new TestBrowser(t.app).post('/callback/bot-check/verify', { payload });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toEqual({
      code: 'bot_check_used',
      message: BOT_CHECK_MESSAGES.bot_check_used,
    });
    expect(replay.cookies.find((c) => c.name === 'kingside_human')).toBeUndefined();
  });

  it('refuses tampered solutions with a clear message and no pass', async () => {
    const browser = new TestBrowser(t.app);
    const { challenge, payload } = await solve(browser);
    const solution = JSON.parse(Buffer.from(payload, 'base64').toString()).solution;
    // (The counter is not among them: with a signed key the derived key alone is the proof.)
    const tampered = [
      encode({ challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } }),
      encode({
        challenge: {
          ...challenge,
          parameters: { ...challenge.parameters, data: { expires: 9_999_999_999 } },
        },
        solution,
      }),
      encode({ challenge: { ...challenge, signature: 'ab'.repeat(32) }, solution }),
      encode({
        challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 10_000_000 } },
        solution,
      }),
      encode({ nothing: true }),
      'not base64 at all!',
      Buffer.from('{"challenge":').toString('base64'),
    ];
    for (const bad of tampered) {
      const response = await browser.post('/callback/bot-check/verify', { payload: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error).toEqual({
        code: 'bot_check_invalid',
        message: BOT_CHECK_MESSAGES.bot_check_invalid,
      });
    }
    for (const body of [{}, { payload: 42 }, { payload: '' }, { payload: 'x'.repeat(9000) }]) {
      const response = await browser.post('/callback/bot-check/verify', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
    expect(browser.cookies.has('kingside_human')).toBe(false);
    expect((await browser.register('tamperer')).statusCode).toBe(403);
    // The untouched solution still works: refusals spent nothing.
    expect((await browser.post('/callback/bot-check/verify', { payload })).statusCode).toBe(200);
  });

  it('refuses a solution after the challenge expired, and a pass after it expired', async () => {
    const browser = new TestBrowser(t.app);
    const { payload } = await solve(browser);
    t.clock.advance(CHALLENGE_TTL_MS + 1000);
    const late = await browser.post('/callback/bot-check/verify', { payload });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toEqual({
      code: 'bot_check_expired',
      message: BOT_CHECK_MESSAGES.bot_check_expired,
    });

    const fresh = await solve(browser);
    expect((await browser.post('/callback/bot-check/verify', { payload: fresh.payload })).statusCode).toBe(
      200,
    );
    t.clock.advance(PASS_TTL_MS + 1000);
    expect((await browser.register('late_comer')).statusCode).toBe(403);
  });

  it('does not take a pass forged or carried to another IP', async () => {
    const browser = new TestBrowser(t.app);
    const { payload } = await solve(browser);
    await browser.post('/callback/bot-check/verify', { payload });
    const pass = browser.cookies.get('kingside_human')!;
    const [expires] = pass.split('.');
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/verify?redirect=referer&path=/play',
      remoteAddress: '10.0.0.9',
      headers: { cookie: `kingside_human=${pass}` },
    });
    expect(elsewhere.headers.location).toBe('/bot-check?path=%2Fplay');
    browser.cookies.set('kingside_human', `${expires}.${'A'.repeat(43)}`);
    expect((await browser.get('/verify?redirect=referer&path=/play')).headers.location).toBe(
      '/bot-check?path=%2Fplay',
    );
  });

  it('sends a passed navigation back to path on this site only', async () => {
    const browser = new TestBrowser(t.app);
    const before = await browser.get('/verify?redirect=referer&path=/play');
    expect(before.statusCode).toBe(303);
    expect(before.headers.location).toBe('/bot-check?path=%2Fplay');
    const { payload } = await solve(browser);
    await browser.post('/callback/bot-check/verify', { payload });
    const after = await browser.get('/verify?redirect=referer&path=%2Fplay%3Fx%3D1');
    expect(after.statusCode).toBe(303);
    expect(after.headers.location).toBe('/play?x=1');
    for (const evil of ['//evil.example', 'https://evil.example/', '/%5Cevil.example', '\\\\evil.example']) {
      const response = await browser.get(`/verify?redirect=referer&path=${encodeURIComponent(evil)}`);
      expect(response.headers.location, evil).toBe('/');
    }
    expect((await browser.get('/verify?redirect=elsewhere&path=/')).statusCode).toBe(400);
  });

  it('sends a plain form post to the interstitial instead', async () => {
    const browser = new TestBrowser(t.app);
    await browser.get('/register');
    const response = await browser.request({
      method: 'POST',
      url: '/register',
      payload: `username=formuser&email=formuser%40example.com&password=correct+horse+battery&_token=${browser.csrfToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'http://localhost/register' },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/bot-check?path=%2Fregister');
    expect(await userCount(t, 'formuser')).toBe(0);
  });

  it('rate-limits challenges and verifications with 429 and Retry-After', async () => {
    const at = (url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
      t.app.inject({ method, url, payload, remoteAddress: '10.1.2.3' });
    let last = await at('/callback/bot-check/challenge');
    for (let i = 0; i < 30; i++) last = await at('/callback/bot-check/challenge');
    expect(last.statusCode).toBe(429);
    expect(last.json().error.code).toBe('rate_limited');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);

    // A fresh window: the tests above verified from this address too.
    t.clock.advance(10 * 60_000);
    const browser = new TestBrowser(t.app);
    const { payload } = await solve(browser);
    // Guessing spends the allowance: then even a good solution waits, and is not spent.
    for (let i = 0; i < 20; i++) {
      const guess = await browser.post('/callback/bot-check/verify', { payload: 'bm90IGEgcGF5bG9hZA==' });
      expect(guess.statusCode).toBe(400);
    }
    const verify = await browser.post('/callback/bot-check/verify', { payload });
    expect(verify.statusCode).toBe(429);
    expect(verify.json().error.code).toBe('rate_limited');
    expect(browser.cookies.has('kingside_human')).toBe(false);
  });
});

describe.each(DATABASE_KINDS)('bot check on %s, BOT_CHECK=auto', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { BOT_CHECK: 'auto' });
  });
  afterAll(async () => t.close());

  it('challenges an IP after a burst of attempts, until its window has passed', async () => {
    const browser = new TestBrowser(t.app);
    for (let i = 0; i < BURST_RULE.limit; i++) {
      expect((await browser.login(`nobody${i}`, 'wrong password')).statusCode).toBe(401);
    }
    const burst = await browser.register('burster');
    expect(burst.statusCode).toBe(403);
    expect(burst.headers['cf-mitigated']).toBe('challenge');
    const { payload } = await solve(browser);
    expect((await browser.post('/callback/bot-check/verify', { payload })).statusCode).toBe(200);
    expect((await browser.register('burster')).statusCode).toBe(200);

    t.clock.advance(BURST_RULE.windowMs);
    const calm = new TestBrowser(t.app);
    expect((await calm.register('calm_one')).statusCode).toBe(200);
  });
});

describe('bot check off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { BOT_CHECK: 'off' });
  });
  afterAll(async () => t.close());

  it('never challenges', async () => {
    const browser = new TestBrowser(t.app);
    for (let i = 0; i < BURST_RULE.limit + 2; i++) {
      expect((await browser.login(`nobody${i}`, 'wrong password')).statusCode).toBe(401);
    }
  });
});
