import '../accounts/auth.css';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { requestPasswordReset } from './account-security.api';
import { FormError, useSubmit } from './useSubmit';
import '../../lib/i18n/locales/en.account';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const { http } = useServices();
  const { error, submitting, run } = useSubmit();
  const [sent, setSent] = useState<string | null>(null);
  useDocumentTitle('forgot_password');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email'));
    void run(async () => setSent(await requestPasswordReset(http, email)));
  };

  return (
    <section className="auth">
      <h1>{t('forgotPassword.title')}</h1>
      {sent ? (
        <p className="notice" role="status">
          {sent}
        </p>
      ) : (
        <>
          <p className="lead">{t('forgotPassword.lead')}</p>
          <form className="form" onSubmit={onSubmit}>
            <FormError error={error} />
            <div className="field">
              <label htmlFor="forgot-email">{t('forgotPassword.email')}</label>
              <input id="forgot-email" name="email" type="email" autoComplete="email" required />
            </div>
            <button type="submit" className="button button--primary button--block" disabled={submitting}>
              {submitting ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
            </button>
          </form>
        </>
      )}
      <p className="auth__switch">
        <Link to={url('login')}>{t('forgotPassword.backToLogin')}</Link>
      </p>
    </section>
  );
}
