import type { Transport } from '@connectrpc/connect';
import { type BffTokenResponse, PLATFORM } from '@kingside/contract';
import type { AxiosInstance, CreateAxiosDefaults } from 'axios';
import { createPlatformHttp } from './platform-http';
import { createPlatformToken, type PlatformToken } from './platform-token';

/** The platform services of §7 as the web app reaches them: one token, two transports. */
export interface PlatformClient {
  token: PlatformToken;
  /** Settings service and other JSON services. */
  http: AxiosInstance;
  /** Themes service (Connect, JSON); the RPC runtime is loaded on first use. */
  themes(): Promise<Transport>;
  /** Profile service (Connect, JSON): the profile editor's options. */
  profile(): Promise<Transport>;
}

/**
 * The token comes from `POST /bff-token` through the web client (session cookie + CSRF). A token
 * from a session that has since ended is refused once and replaced, so login and logout need no
 * extra wiring here.
 */
export function createPlatformClient(
  web: AxiosInstance,
  clientIdentity: string,
  defaults?: CreateAxiosDefaults,
): PlatformClient {
  const token = createPlatformToken(async () => (await web.post<BffTokenResponse>(PLATFORM.tokenPath)).data);
  // The web client's own fetch, where one is set (tests' fake server), carries the Connect calls too.
  const fetch = defaults?.env?.fetch as typeof globalThis.fetch | undefined;
  const connect = { token, clientIdentity, ...(fetch ? { fetch } : {}) };
  let themes: Promise<Transport> | null = null;
  let profile: Promise<Transport> | null = null;
  return {
    token,
    http: createPlatformHttp({ token, clientIdentity, defaults }),
    themes() {
      themes ??= import('./platform-connect').then(({ createPlatformTransport }) =>
        createPlatformTransport({ baseUrl: PLATFORM.themesBase, ...connect }),
      );
      return themes;
    },
    profile() {
      profile ??= import('./platform-connect').then(({ createPlatformTransport }) =>
        createPlatformTransport({ baseUrl: PLATFORM.profileBase, ...connect }),
      );
      return profile;
    },
  };
}
