import '../accounts/auth.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { serverMessage } from '../../lib/server-error';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { verifyEmail } from './account-security.api';
import { ResendVerification } from './ResendVerification';
import '../../lib/i18n/locales/en.account';

type Outcome = { status: 'verifying' } | { status: 'done' } | { status: 'failed'; message: string };

/** The link is only read here; the verification itself is a POST, so mail scanners fetching the link change nothing. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const { http, currentUser } = useServices();
  const { user, isLoggedIn } = useCurrentUser();
  const token = useSearchParams()[0].get('token');
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { status: 'verifying' } : { status: 'failed', message: t('verifyEmail.missingToken') },
  );
  const started = useRef(false);
  useDocumentTitle('verify_email');

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verifyEmail(http, token).then(
      () => {
        setOutcome({ status: 'done' });
        // The member's data says verified after a reload; a failed one only delays that.
        void currentUser.reload().catch(() => {});
      },
      (caught) => setOutcome({ status: 'failed', message: serverMessage(caught) ?? t('app.genericError') }),
    );
  }, [http, token, currentUser, t]);

  return (
    <section className="auth">
      <h1>{t('verifyEmail.title')}</h1>
      {outcome.status === 'verifying' && <p role="status">{t('verifyEmail.verifying')}</p>}
      {outcome.status === 'done' && (
        <p className="notice" role="status">
          {t('verifyEmail.done')}
        </p>
      )}
      {outcome.status === 'failed' && (
        <>
          <p className="notice" role="alert">
            {outcome.message}
          </p>
          {isLoggedIn && !user.isActivated && <ResendVerification label={t('verifyEmail.resend')} />}
        </>
      )}
      <p className="auth__switch">
        <Link to={url('home')}>{t('verifyEmail.home')}</Link>
      </p>
    </section>
  );
}
