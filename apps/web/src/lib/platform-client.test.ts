import { HTTP, PLATFORM } from '@kingside/contract';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { createCsrfToken, createHttpClient } from './http';
import { createPlatformClient } from './platform-client';

describe('the platform client', () => {
  it('gets its token from POST /bff-token as a web callback, then calls with the bearer and identity', async () => {
    let issued = 0;
    const headers: Headers[] = [];
    const api = fakeApi({
      [`POST ${PLATFORM.tokenPath}`]: () => ({
        body: {
          access_token: `tok-${++issued}`,
          token_type: 'Bearer',
          expires_in: 300,
          scope: 'settings:read',
        },
      }),
      [`GET ${PLATFORM.settingsMe}`]: { body: { settings: {} } },
    });
    const fetch = (input: URL | Request | string, init?: RequestInit) => {
      headers.push(new Request(input, init).headers);
      return api.fetch(input, init);
    };
    const web = createHttpClient({
      csrfToken: createCsrfToken('csrf-1', () => null),
      defaults: { adapter: 'fetch', env: { fetch } },
    });
    const platform = createPlatformClient(web, 'kingside-web/test');
    platform.http.defaults.adapter = 'fetch';
    platform.http.defaults.env = { fetch };

    await Promise.all([platform.http.get(PLATFORM.settingsMe), platform.http.get(PLATFORM.settingsMe)]);
    expect(api.received.map((request) => `${request.method} ${request.path}`)).toEqual([
      `POST ${PLATFORM.tokenPath}`,
      `GET ${PLATFORM.settingsMe}`,
      `GET ${PLATFORM.settingsMe}`,
    ]);
    expect(api.received[0]?.body).toEqual({ _token: 'csrf-1' });
    expect(headers[1]?.get('authorization')).toBe('Bearer tok-1');
    expect(headers[1]?.get(HTTP.clientIdentityHeader)).toBe('kingside-web/test');
    // The platform services take the bearer only: no CSRF header goes with it.
    expect(headers[1]?.get(HTTP.xsrfHeaderName)).toBeNull();
    expect(await platform.themes()).toBe(await platform.themes());
  });
});
