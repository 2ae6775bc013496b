import '../accounts/auth.css';
import { PASSWORD_MAX, PASSWORD_MIN } from '@kingside/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { useAlerts } from '../../lib/alerts';
import { resetPassword } from './account-security.api';
import { FormError, useSubmit } from './useSubmit';
import '../../lib/i18n/locales/en.account';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const { http, currentUser } = useServices();
  const token = useSearchParams()[0].get('token');
  const { error, submitting, run } = useSubmit();
  useDocumentTitle('reset_password');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password'));
    void run(async () => {
      await resetPassword(http, token ?? '', password);
      // Every session of the member ended, this tab's included; the new password is set either way.
      await currentUser.sessionChanged().catch(() => {});
      alerts.success(t('resetPassword.done'));
      navigate(url('login'), { replace: true });
    });
  };

  return (
    <section className="auth">
      <h1>{t('resetPassword.title')}</h1>
      {token ? (
        <>
          <p className="lead">{t('resetPassword.lead')}</p>
          <form className="form" onSubmit={onSubmit}>
            <FormError error={error} />
            <div className="field">
              <label htmlFor="reset-password">{t('resetPassword.password')}</label>
              <input
                id="reset-password"
                name="password"
                type="password"
                autoComplete="new-password"
                minLength={PASSWORD_MIN}
                maxLength={PASSWORD_MAX}
                required
                aria-describedby="reset-password-hint"
              />
              <span id="reset-password-hint" className="field__hint">
                {t('resetPassword.passwordHint', { min: PASSWORD_MIN })}
              </span>
            </div>
            <button type="submit" className="button button--primary button--block" disabled={submitting}>
              {submitting ? t('resetPassword.submitting') : t('resetPassword.submit')}
            </button>
          </form>
        </>
      ) : (
        <p className="notice" role="alert">
          {t('resetPassword.missingToken')}
        </p>
      )}
      <p className="auth__switch">
        <Link to={url('forgot_password')}>{t('resetPassword.askAgain')}</Link>
      </p>
    </section>
  );
}
