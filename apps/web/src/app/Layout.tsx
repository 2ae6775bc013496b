import { RTL_LANGUAGES } from '@kingside/contract';
import { Suspense, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { ChallengeCenter } from '../features/challenges/ChallengeCenter';
import { MembershipListener } from '../features/membership/MembershipListener';
import { ImpersonationBanner } from '../features/staff/ImpersonationBanner';
import { ThemeLoader } from '../features/themes/ThemeLoader';
import { Footer } from './Footer';
import { Header } from './header/Header';
import { PageSkeleton } from './PageSkeleton';
import { useLanguage } from './useLanguage';
import { useTheme } from './useTheme';

export function Layout() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const { theme } = useTheme();

  // Before paint, so a language switch never shows one frame in the old language.
  useLayoutEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
    // Same rule as the server's first paint, so switching language never leaves a stale direction.
    document.documentElement.dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  }, [i18n, language]);

  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <ImpersonationBanner />
      <Header />
      <main id="main" className="page" tabIndex={-1}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ChallengeCenter />
      <MembershipListener />
      <ThemeLoader />
      <ScrollRestoration />
    </div>
  );
}
