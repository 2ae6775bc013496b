import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

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
});
