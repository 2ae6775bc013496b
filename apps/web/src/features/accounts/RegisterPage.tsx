import './auth.css';
import { INVITE_TOKEN_PATTERN, PASSWORD_MAX, PASSWORD_MIN, safeRedirectTarget } from '@kingside/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { useAlerts } from '../../lib/alerts';
import { serverMessage } from '../../lib/server-error';
import { register } from './accounts.api';
import { type Availability, useUsernameAvailability } from './useUsernameAvailability';
import '../../lib/i18n/locales/en.login';

function AvailabilityNote({ username, availability }: { username: string; availability: Availability }) {
  const { t } = useTranslation();
  switch (availability.status) {
    case 'checking':
      return <span className="field__note">{t('register.checking')}</span>;
    case 'available':
      return <span className="field__note field__note--good">{t('register.available', { username })}</span>;
    case 'unavailable':
      return <span className="field__note field__note--bad">{availability.message}</span>;
    default:
      return null;
  }
}

export function RegisterPage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const target = search.get('target');
  const alerts = useAlerts();
  const { http, currentUser } = useServices();
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  const availability = useUsernameAvailability(username.trim());
  useDocumentTitle('register');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setError(null);
    try {
      const email = String(form.get('email')).trim();
      // `?invite=` from a friend's invite link: the server makes the newcomer their friend.
      const invite = search.get('invite');
      await register(http, {
        username: username.trim(),
        email,
        password: String(form.get('password')),
        ...(invite && INVITE_TOKEN_PATTERN.test(invite) ? { invite } : {}),
      });
      const { user } = await currentUser.sessionChanged();
      // The server answers a taken email as a sign-up (it tells no one who has an account) and mails
      // that address's owner instead: no one is logged in, so the mail is what comes next.
      if (user.isGuest) {
        setMailedTo(email);
        return;
      }
      alerts.success(t('register.welcome', { username: user.username }));
      // `?target=` (a page of this site only) brings a visitor back where they chose to sign up.
      navigate(safeRedirectTarget(target, url('home')), { replace: true });
    } catch (caught) {
      setError(serverMessage(caught) ?? t('app.genericError'));
      setSubmitting(false);
    }
  };

  if (mailedTo) {
    return (
      <section className="auth">
        <h1>{t('register.title')}</h1>
        <p className="lead" role="status">
          {t('register.checkEmail', { email: mailedTo })}
        </p>
        <p className="auth__switch">
          <Link to={target ? url('login_and_go', {}, { target }) : url('login')}>{t('register.logIn')}</Link>
        </p>
      </section>
    );
  }

  return (
    <section className="auth">
      <h1>{t('register.title')}</h1>
      <p className="lead">{t('register.lead')}</p>
      <form className="form" onSubmit={onSubmit}>
        {error && (
          <div className="form__error" role="alert">
            {error}
          </div>
        )}
        <div className="field">
          <label htmlFor="register-username">{t('register.username')}</label>
          <input
            id="register-username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            aria-invalid={availability.status === 'unavailable' || undefined}
            aria-describedby="register-username-hint register-username-status"
          />
          <span id="register-username-hint" className="field__hint">
            {t('register.usernameHint')}
          </span>
          <span id="register-username-status" aria-live="polite">
            <AvailabilityNote username={username.trim()} availability={availability} />
          </span>
        </div>
        <div className="field">
          <label htmlFor="register-email">{t('register.email')}</label>
          <input id="register-email" name="email" type="email" autoComplete="email" required />
        </div>
        <div className="field">
          <label htmlFor="register-password">{t('register.password')}</label>
          <input
            id="register-password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            maxLength={PASSWORD_MAX}
            aria-describedby="register-password-hint"
          />
          <span id="register-password-hint" className="field__hint">
            {t('register.passwordHint', { min: PASSWORD_MIN })}
          </span>
        </div>
        <button type="submit" className="button button--primary button--block" disabled={submitting}>
          {submitting ? t('register.submitting') : t('register.submit')}
        </button>
      </form>
      <p className="auth__switch">
        {t('register.haveAccount')}{' '}
        <Link to={target ? url('login_and_go', {}, { target }) : url('login')}>{t('register.logIn')}</Link>
      </p>
    </section>
  );
}
