import type { PageContext } from '@kingside/contract';
import type { AxiosInstance, CreateAxiosDefaults } from 'axios';
import { createContext, useContext } from 'react';
import { CurrentUserStore } from '../features/accounts/current-user-store';
import { type BotCheck, installBotCheck } from '../lib/bot-check';
import { type Broadcast, createBroadcast } from '../lib/broadcast';
import { createErrorReporter, type ErrorReporter, reportFailedResponses } from '../lib/error-reports';
import { createCsrfToken, createHttpClient } from '../lib/http';
import { createPersistedState, type PersistedState } from '../lib/persisted-state';
import { createPlatformClient, type PlatformClient } from '../lib/platform-client';
import { ResourceRegistry } from '../lib/resource';

export type Theme = 'dark' | 'light';

/** Client-side preferences kept across reloads (§9 persisted state). */
export interface Preferences {
  theme: Theme | null;
}

export interface AppServices {
  context: PageContext;
  http: AxiosInstance;
  /** Platform services (§7): bearer token from /bff-token, shared refresh. */
  platform: PlatformClient;
  currentUser: CurrentUserStore;
  preferences: PersistedState<Preferences>;
  /** This tab's line to the others (§9): session and theme changes. */
  broadcast: Broadcast;
  /** The managed challenge: calls held behind its dialog (§4). */
  botCheck: BotCheck;
}

export interface ServiceOptions {
  /** Whether the server embedded the context; without it the current user is asked for. */
  embedded: boolean;
  httpDefaults?: CreateAxiosDefaults;
  broadcast?: Broadcast;
  /** Where failed responses are reported (§8); tests pass their own. */
  errorReporter?: ErrorReporter;
}

export const PREFERENCES_KEY = 'kingside.preferences';

/** Everything the app shares, built once at start (and fresh for each test). */
export function createAppServices(context: PageContext, options: ServiceOptions): AppServices {
  const csrfToken = createCsrfToken(context.csrfToken);
  const http = createHttpClient({
    csrfToken,
    // Request ids are on unless a feature flag switches them off.
    requestIds: context.features.requestIds !== false,
    defaults: options.httpDefaults,
  });
  // Before the reporter: a call the challenge rescues is not a failure.
  const botCheck = installBotCheck(http);
  // Last, after the interceptors that retry: only final failures are reported.
  reportFailedResponses(http, options.errorReporter ?? createErrorReporter(csrfToken));
  const broadcast = options.broadcast ?? createBroadcast();
  const currentUser = new CurrentUserStore(http, new ResourceRegistry(), broadcast);
  if (options.embedded) currentUser.current.prime(context.current);
  else void currentUser.current.load().catch(() => {});
  const preferences = createPersistedState<Preferences>({
    key: PREFERENCES_KEY,
    release: context.release,
    initial: { theme: null },
    isImpersonating: () => currentUser.get().state.isImpersonating,
  });
  const platform = createPlatformClient(http, `kingside-web/${context.release}`, options.httpDefaults);
  // Another tab switched the theme: follow it (the change arrives once, so it is not posted back).
  broadcast.subscribe((message) => {
    if (message.type === 'theme-changed' && preferences.get().theme !== message.theme)
      preferences.set({ ...preferences.get(), theme: message.theme });
  });
  return { context, http, platform, currentUser, preferences, broadcast, botCheck };
}

export const ServicesContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs <Providers>');
  return services;
}
