import type { PageContext } from '@kingside/contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect } from 'vitest';
import { Providers } from '../app/Providers';
import { appRoutes } from '../app/router';
import { createAppServices } from '../app/services';
import type { Broadcast } from '../lib/broadcast';
import { createI18n } from '../lib/i18n/i18n';
import { languageOfPath } from '../lib/i18n/localized-path';
import { fakeApi } from './fake-api';
import { pageContext } from './fixtures';
import './cleanup';

/**
 * Keys a page asked for and found in no catalogue: a feature's English part that its module does not
 * import is missing here, as it would be in the browser (lib/i18n/register-strings.ts).
 */
const missingKeys = new Set<string>();
afterEach(() => {
  const missing = [...missingKeys];
  missingKeys.clear();
  expect(missing, 'keys in no catalogue').toEqual([]);
});

/** Tabs are not shared between tests: a broadcast that goes nowhere. */
const quietBroadcast: Broadcast = { post: () => {}, subscribe: () => () => {} };

/** The whole app at `path`, talking to a fake server, as a person would use it. */
export function renderApp(
  path: string,
  options: { context?: PageContext; api?: ReturnType<typeof fakeApi>; broadcast?: Broadcast } = {},
) {
  const api = options.api ?? fakeApi();
  localStorage.clear();
  const services = createAppServices(options.context ?? pageContext(), {
    embedded: true,
    httpDefaults: { adapter: 'fetch', env: { fetch: api.fetch } },
    broadcast: options.broadcast ?? quietBroadcast,
    errorReporter: () => {},
  });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <Providers
      services={services}
      i18n={createI18n(languageOfPath(path), { onMissingKey: (key) => missingKeys.add(key) })}
    >
      <RouterProvider router={router} />
    </Providers>,
  );
  return { api, router, services, user: userEvent.setup() };
}
