import type { i18n } from 'i18next';
import { type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AlertsProvider } from '../lib/alerts';
import { BotCheckDialog } from '../lib/BotCheckDialog';
import { type AppServices, ServicesContext } from './services';

export function Providers({
  services,
  i18n,
  children,
}: {
  services: AppServices;
  i18n: i18n;
  children: ReactNode;
}) {
  return (
    <ServicesContext.Provider value={services}>
      <I18nextProvider i18n={i18n}>
        {/* A language's catalogue loads on first use (lib/i18n): until then the app waits, never shows English. */}
        <Suspense fallback={null}>
          <AlertsProvider>
            {children}
            <BotCheckDialog botCheck={services.botCheck} />
          </AlertsProvider>
        </Suspense>
      </I18nextProvider>
    </ServicesContext.Provider>
  );
}
