import '../accounts/auth.css';
import './two-factor.css';
import { safeRedirectTarget } from '@kingside/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { useAlerts } from '../../lib/alerts';
import { serverMessage } from '../../lib/server-error';
import { errorCode, verifyLoginCode } from './two-factor.api';
import '../../lib/i18n/locales/en.twoFactor';

/**
 * `/2fa`: the second step of a login. The session is still a guest's here (§2: the user counts as
 * not logged in), so this page shows nothing of the member and loads no board options.
 */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { http, currentUser } = useServices();
  const alerts = useAlerts();
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<{ message: string; expired: boolean } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const hintId = useId();
  const errorId = useId();
  useDocumentTitle('two_factor');
  const target = safeRedirectTarget(search.get('target'), url('home'));
  const switched = useRef(false);
  // Switching between app and recovery code swaps the field: keyboard focus follows the new one.
  const input = (element: HTMLInputElement | null) => {
    if (switched.current) element?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    setSubmitting(true);
    setError(null);
    try {
      const { reopened } = await verifyLoginCode(http, code);
      await currentUser.sessionChanged();
      if (reopened) alerts.success(t('reopened'));
      navigate(target, { replace: true });
    } catch (caught) {
      const message = serverMessage(caught) ?? t('app.genericError');
      setError({ message, expired: errorCode(caught) === 'two_factor_not_pending' });
      setSubmitting(false);
    }
  };

  const loginAgain = target === url('home') ? url('login') : url('login_and_go', {}, { target });
  const fieldId = recovery ? 'two-factor-recovery' : 'two-factor-code';

  return (
    <section className="auth">
      <h1>{t('twoFactor.title')}</h1>
      <p className="lead">{recovery ? t('twoFactor.recoveryLead') : t('twoFactor.lead')}</p>
      <form className="form" onSubmit={onSubmit} noValidate>
        {error && (
          <div className="form__error" role="alert" id={errorId}>
            {error.message}
            {error.expired && (
              <>
                {' '}
                <Link to={loginAgain}>{t('twoFactor.logInAgain')}</Link>
              </>
            )}
          </div>
        )}
        <div className="field">
          <label htmlFor={fieldId}>{recovery ? t('twoFactor.recoveryCode') : t('twoFactor.code')}</label>
          {recovery ? (
            <input
              key="recovery"
              id={fieldId}
              name="code"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={16}
              required
              ref={input}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              aria-invalid={error ? true : undefined}
            />
          ) : (
            <input
              key="totp"
              id={fieldId}
              name="code"
              className="two-factor__digits"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              ref={input}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              aria-invalid={error ? true : undefined}
            />
          )}
          <p className="field__hint" id={hintId}>
            {recovery ? t('twoFactor.recoveryHint') : t('twoFactor.codeHint')}
          </p>
        </div>
        <button type="submit" className="button button--primary button--block" disabled={submitting}>
          {submitting ? t('twoFactor.submitting') : t('twoFactor.submit')}
        </button>
      </form>
      <p className="auth__switch">
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            switched.current = true;
            setRecovery(!recovery);
            setError(null);
          }}
        >
          {recovery ? t('twoFactor.useApp') : t('twoFactor.useRecovery')}
        </button>
      </p>
    </section>
  );
}
