import type { BffTokenResponse } from '@kingside/contract';
import { describe, expect, it } from 'vitest';
import { createPlatformToken } from './platform-token';

function issuer() {
  let issued = 0;
  let fail = false;
  return {
    get issued() {
      return issued;
    },
    failNext() {
      fail = true;
    },
    async fetch(): Promise<BffTokenResponse> {
      issued += 1;
      await Promise.resolve();
      if (fail) {
        fail = false;
        throw new Error('Request failed with status code 503');
      }
      return { access_token: `t${issued}`, token_type: 'Bearer', expires_in: 300, scope: 'themes:read' };
    },
  };
}

describe('the platform token', () => {
  it('asks once for concurrent first calls and keeps the token until 10 s before expiry', async () => {
    let now = 0;
    const server = issuer();
    const token = createPlatformToken(
      () => server.fetch(),
      () => now,
    );
    expect(await Promise.all([token.current(), token.current()])).toEqual(['t1', 't1']);
    now = 289_999;
    expect(await token.current()).toBe('t1');
    now = 290_000;
    expect(await token.current()).toBe('t2');
    expect(server.issued).toBe(2);
  });

  it('does not refresh again for a call that failed with a token already replaced', async () => {
    const server = issuer();
    const token = createPlatformToken(() => server.fetch());
    await token.current();
    expect(await token.refresh('t1')).toBe('t2');
    expect(await token.refresh('t1')).toBe('t2');
    expect(server.issued).toBe(2);
  });

  it('rejects everyone waiting on a failed refresh, and tries again on the next call', async () => {
    const server = issuer();
    const token = createPlatformToken(() => server.fetch());
    await token.current();
    server.failNext();
    const waiting = [token.refresh('t1'), token.refresh('t1')];
    await expect(Promise.all(waiting)).rejects.toThrow('status code 503');
    expect(await token.refresh('t1')).toBe('t3');
    expect(server.issued).toBe(3);
  });
});
