import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, lazyChildLogger } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, logger: createLogger({ logLevel: 'info' }, stream) };
}

describe('logger', () => {
  it('never writes passwords, CSRF tokens, cookies or authorization headers', () => {
    const { lines, logger } = capture();
    logger.info(
      {
        password: 'hunter2-secret',
        _password: 'form-secret',
        body: { _token: 'csrf-secret', password: 'nested-secret' },
        req: { headers: { cookie: 'kingside_session=cookie-secret', authorization: 'Bearer bearer-secret' } },
        otp: '123456',
      },
      'login attempt',
    );
    const written = lines.join('');
    for (const secret of [
      'hunter2-secret',
      'form-secret',
      'csrf-secret',
      'nested-secret',
      'cookie-secret',
      'bearer-secret',
      '123456',
    ]) {
      expect(written).not.toContain(secret);
    }
    expect(written).toContain('login attempt');
    expect(written).toContain('[redacted]');
  });

  it("a request's logger writes the request id and redacts as the parent, made only when used", () => {
    const { lines, logger } = capture();
    let made = 0;
    const counting = Object.assign(Object.create(logger), {
      child: (...args: Parameters<typeof logger.child>) => {
        made++;
        return logger.child(...args);
      },
    });
    const log = lazyChildLogger(counting, { reqId: 'r42' }, {});
    expect(made).toBe(0);
    log.info({ password: 'child-secret' }, 'first');
    log.child({ step: 'two' }).warn('second');
    expect(made).toBe(1);
    const [first, second] = lines.map((line) => JSON.parse(line));
    expect(first).toMatchObject({ reqId: 'r42', msg: 'first', password: '[redacted]' });
    expect(second).toMatchObject({ reqId: 'r42', step: 'two', msg: 'second' });
  });
});
