import type { PageContext } from '@kingside/contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/Providers';
import { appRoutes } from '../app/router';
import { createAppServices } from '../app/services';
import type { Broadcast } from '../lib/broadcast';
import { createI18n } from '../lib/i18n/i18n';
import { languageOfPath } from '../lib/i18n/localized-path';
import { fakeApi } from './fake-api';
import { pageContext } from './fixtures';
import './cleanup';

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
    <Providers services={services} i18n={createI18n(languageOfPath(path))}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { api, router, services, user: userEvent.setup() };
}
