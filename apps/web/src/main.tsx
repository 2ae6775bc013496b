// The design system first, so component styles that follow can build on it.
import './app/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/Providers';
import { appRoutes } from './app/router';
import { createAppServices } from './app/services';
import { initClients } from './lib/clients';
import { ensureDeviceId } from './lib/device-id';
import { createI18n, languageReady } from './lib/i18n/i18n';
import { languageOfPath } from './lib/i18n/localized-path';
import { readPageContext } from './lib/page-context';

const { context, embedded } = readPageContext();
const services = createAppServices(context, { embedded });
const language = languageOfPath(window.location.pathname);
const i18n = createI18n(language);
const router = createBrowserRouter(appRoutes);

void initClients([
  { name: 'device-id', init: ensureDeviceId },
  {
    name: 'preferences',
    // A debounced save may still be pending when the tab closes.
    init: () => window.addEventListener('pagehide', () => services.preferences.flush()),
  },
]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
await languageReady(i18n, language);
createRoot(root).render(
  <StrictMode>
    <Providers services={services} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
