import { API, BOT_CHECK_API, BOT_CHECK_MESSAGES } from '@kingside/contract';
import { describe, expect, it, vi } from 'vitest';
import { createAppServices } from '../app/services';
import { fakeApi, type Reply } from '../test/fake-api';
import { pageContext } from '../test/fixtures';
import { serverMessage } from './server-error';

const challenged: Reply = {
  status: 403,
  headers: { 'cf-mitigated': 'challenge' },
  body: { error: { code: 'bot_challenge_required', message: BOT_CHECK_MESSAGES.bot_challenge_required } },
};

function setup() {
  let registers = 0;
  const api = fakeApi({
    [`POST ${API.register}`]: () => (++registers === 1 ? challenged : { body: { ok: true } }),
    [`POST ${API.loginCheck}`]: challenged,
    [`POST ${BOT_CHECK_API.verify}`]: { body: { ok: true, verifyUrl: '/verify' } },
  });
  const reporter = vi.fn();
  const services = createAppServices(pageContext(), {
    embedded: true,
    httpDefaults: { adapter: 'fetch', env: { fetch: api.fetch } },
    broadcast: { post: () => {}, subscribe: () => () => {} },
    errorReporter: reporter,
  });
  return { api, reporter, ...services };
}

describe('the bot-check interceptor', () => {
  it('does not report a call the challenge rescued (it runs before the error reporter)', async () => {
    const { http, botCheck, reporter } = setup();
    const opened = new Promise<void>((resolve) => botCheck.subscribe(resolve));
    const call = http.post(API.register, { username: 'held' });
    await opened;
    expect(botCheck.isOpen()).toBe(true);
    await botCheck.submit('payload');
    expect((await call).data).toEqual({ ok: true });
    expect(botCheck.isOpen()).toBe(false);
    expect(reporter).not.toHaveBeenCalled();
  });

  it('rejects given-up calls with the reason in the body, and reports them once', async () => {
    const { http, botCheck, reporter } = setup();
    const opened = new Promise<void>((resolve) => botCheck.subscribe(resolve));
    const call = http.post(API.loginCheck, {}).catch((error: unknown) => error);
    await opened;
    expect(botCheck.widgetError()).toBe(false);
    expect(botCheck.widgetError()).toBe(false);
    expect(botCheck.widgetError()).toBe(true);
    expect(serverMessage(await call)).toBe(BOT_CHECK_MESSAGES.gaveUp);
    expect(reporter).toHaveBeenCalledTimes(1);
  });
});
