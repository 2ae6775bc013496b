import './tournaments.css';
import { formatTimeControl, type TournamentSummary } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { useLoad } from '../../lib/use-load';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { NewTournamentForm } from './NewTournamentForm';
import { fetchTournaments } from './tournaments.api';
import '../../lib/i18n/locales/en.tournaments';

function List({ items }: { items: TournamentSummary[] }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  if (items.length === 0) return <p>{t('tournaments.none')}</p>;
  return (
    <ul className="tournaments__list">
      {items.map((item) => (
        <li key={item.url}>
          <span>
            <Link to={url('tournament', { url: item.url })}>{item.name}</Link>{' '}
            {item.official && <span className="tournament__tag">{t('tournaments.official')}</span>}
          </span>
          <span>
            {formatTimeControl(item.tc)} · {t('tournaments.players', { count: item.players })} ·{' '}
            <time dateTime={item.startsAt}>{new Date(item.startsAt).toLocaleString()}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** `/tournaments`: arenas starting soon, playing now and just finished; members create their own. */
export function TournamentsPage() {
  const { t } = useTranslation();
  const { http } = useServices();
  const { isLoggedIn } = useCurrentUser();
  const { state, reload } = useLoad((signal) => fetchTournaments(http, signal), 'tournaments');
  useDocumentTitle('tournaments');
  return (
    <div className="tournaments">
      <h1>{t('tournaments.title')}</h1>
      <p className="lead">{t('tournaments.lead')}</p>
      {state.status === 'loading' && <p role="status">{t('tournaments.loading')}</p>}
      {(state.status === 'failed' || state.status === 'missing') && (
        <p className="notice" role="alert">
          {t('tournaments.failed')}{' '}
          <button type="button" className="button button--small" onClick={reload}>
            {t('tournaments.retry')}
          </button>
        </p>
      )}
      {state.status === 'loaded' && (
        <>
          <h2>{t('tournaments.started')}</h2>
          <List items={state.data.started} />
          <h2>{t('tournaments.upcoming')}</h2>
          <List items={state.data.upcoming} />
          <h2>{t('tournaments.finished')}</h2>
          <List items={state.data.finished} />
          {isLoggedIn && (
            <NewTournamentForm official={state.data.canCreateOfficial} hostClubs={state.data.hostClubs} />
          )}
        </>
      )}
    </div>
  );
}
