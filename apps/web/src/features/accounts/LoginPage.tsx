import './auth.css';
import { safeRedirectTarget } from '@kingside/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { PageProps } from '../../app/page-props';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { useAlerts } from '../../lib/alerts';
import { serverMessage } from '../../lib/server-error';
import { logIn } from './accounts.api';
import { useCurrentUser } from './useCurrentUser';
import '../../lib/i18n/locales/en.account';
import '../../lib/i18n/locales/en.login';

/**
 * `/login`, and `/login_and_go?target=…`, which then goes to the target — a path of this site only
 * (`safeRedirectTarget`), through `/2fa` when the account asks for a second factor.
 */
export function LoginPage({ routeName }: Partial<PageProps>) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { http, currentUser } = useServices();
  const { isLoggedIn } = useCurrentUser();
  const alerts = useAlerts();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const andGo = routeName === 'login_and_go';
  useDocumentTitle(andGo ? 'login_and_go' : 'login');
  const home = url('home');
  const target = andGo ? safeRedirectTarget(search.get('target'), home) : home;
  if (andGo && isLoggedIn && !submitting) return <Navigate to={target} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setError(null);
    try {
      const result = await logIn(http, String(form.get('username')), String(form.get('password')));
      if (result.twoFactor) {
        navigate(url('two_factor', {}, target === home ? undefined : { target }));
        return;
      }
      await currentUser.sessionChanged();
      if (result.reopened) alerts.success(t('reopened'));
      navigate(target, { replace: true });
    } catch (caught) {
      setError(serverMessage(caught) ?? t('app.genericError'));
      setSubmitting(false);
    }
  };

  return (
    <section className="auth">
      <h1>{t('login.title')}</h1>
      <p className="lead">{t('login.lead')}</p>
      <form className="form" onSubmit={onSubmit}>
        {error && (
          <div className="form__error" role="alert">
            {error}
          </div>
        )}
        <div className="field">
          <label htmlFor="login-username">{t('login.username')}</label>
          <input id="login-username" name="username" autoComplete="username" required autoCapitalize="none" />
        </div>
        <div className="field">
          <label htmlFor="login-password">{t('login.password')}</label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        </div>
        <button type="submit" className="button button--primary button--block" disabled={submitting}>
          {submitting ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <p className="auth__switch">
        <Link to={url('forgot_password')}>{t('forgotPassword.link')}</Link>
      </p>
      <p className="auth__switch">
        {t('login.noAccount')} <Link to={url('register')}>{t('login.signUp')}</Link>
      </p>
    </section>
  );
}
