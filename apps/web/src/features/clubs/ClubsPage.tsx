import './clubs.css';
import { CLUB_NAME_MAX, type ClubJoinPolicy, type ClubsPage as Page } from '@kingside/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { serverMessage } from '../../lib/server-error';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { createClub, fetchClubs } from './clubs.api';
import '../../lib/i18n/locales/en.clubs';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; page: Page };

/** `/clubs`: the clubs, newest first, and the form that founds one. */
export function ClubsPage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const { http } = useServices();
  const { isLoggedIn } = useCurrentUser();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useDocumentTitle('clubs');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry is exactly why it asks again
  useEffect(() => {
    const controller = new AbortController();
    fetchClubs(http, undefined, controller.signal).then(
      (page) => setState({ status: 'loaded', page }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [http, attempt]);

  const more = async (page: Page) => {
    if (page.nextCursor === null) return;
    const next = await fetchClubs(http, page.nextCursor);
    setState({ status: 'loaded', page: { ...next, clubs: [...page.clubs, ...next.clubs] } });
  };

  return (
    <div className="clubs">
      <header>
        <h1>{t('clubs.title')}</h1>
        <p className="lead">{t('clubs.lead')}</p>
      </header>
      {state.status === 'loading' && <p role="status">{t('clubs.loading')}</p>}
      {state.status === 'failed' && (
        <p className="notice" role="alert">
          {t('clubs.failed')}{' '}
          <button type="button" className="button button--small" onClick={() => setAttempt((n) => n + 1)}>
            {t('clubs.retry')}
          </button>
        </p>
      )}
      {state.status === 'loaded' && (
        <>
          {state.page.clubs.length === 0 && <p>{t('clubs.empty')}</p>}
          <ul className="clubs__list">
            {state.page.clubs.map((club) => (
              <li key={club.slug} className="clubs__item">
                <Link to={url('club', { slug: club.slug })} className="clubs__name">
                  {club.name}
                </Link>
                <span className="clubs__meta">
                  {t('clubs.members', { count: club.memberCount })} ·{' '}
                  {club.joinPolicy === 'open' ? t('clubs.open') : t('clubs.byRequest')}
                  {club.country ? ` · ${club.country}` : ''}
                </span>
              </li>
            ))}
          </ul>
          {state.page.nextCursor !== null && (
            <button type="button" className="button" onClick={() => void more(state.page)}>
              {t('clubs.more')}
            </button>
          )}
        </>
      )}
      {isLoggedIn && <FoundClubForm />}
    </div>
  );
}

function FoundClubForm() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const navigate = useNavigate();
  const { http } = useServices();
  const ids = useId();
  const [form, setForm] = useState({
    name: '',
    slug: '',
    description: '',
    country: '',
    joinPolicy: 'open' as ClubJoinPolicy,
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const country = form.country.trim().toUpperCase();
      const club = await createClub(http, { ...form, ...(country ? { country } : { country: undefined }) });
      void navigate(url('club', { slug: club.slug }));
    } catch (failure) {
      setError(serverMessage(failure) ?? t('clubs.failedAction'));
      setBusy(false);
    }
  };

  return (
    <details className="clubs__found">
      <summary>{t('clubs.found')}</summary>
      <form className="form" onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label htmlFor={`${ids}-name`}>{t('clubs.name')}</label>
          <input
            id={`${ids}-name`}
            required
            minLength={3}
            maxLength={CLUB_NAME_MAX}
            value={form.name}
            onChange={set('name')}
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-slug`}>{t('clubs.slug')}</label>
          <input
            id={`${ids}-slug`}
            required
            pattern="[a-z0-9][a-z0-9\-]{1,38}[a-z0-9]"
            value={form.slug}
            aria-describedby={`${ids}-slug-hint`}
            onChange={set('slug')}
          />
          <span id={`${ids}-slug-hint`} className="field__hint">
            {t('clubs.slugHint')}
          </span>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-description`}>{t('clubs.description')}</label>
          <textarea
            id={`${ids}-description`}
            rows={3}
            value={form.description}
            onChange={set('description')}
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-country`}>{t('clubs.country')}</label>
          <input id={`${ids}-country`} maxLength={2} value={form.country} onChange={set('country')} />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-policy`}>{t('clubs.policy')}</label>
          <select id={`${ids}-policy`} value={form.joinPolicy} onChange={set('joinPolicy')}>
            <option value="open">{t('clubs.open')}</option>
            <option value="request">{t('clubs.byRequest')}</option>
          </select>
        </div>
        {error && (
          <p className="form__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('clubs.create')}
        </button>
      </form>
    </details>
  );
}
