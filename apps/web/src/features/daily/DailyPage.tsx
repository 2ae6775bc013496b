import './daily.css';
import type { ChallengeView, DailyGamesPage } from '@kingside/contract';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { DailySeekForm } from './DailySeekForm';
import { DailySeekList } from './DailySeekList';
import { fetchDailyGames, fetchDailySeeks } from './daily.api';
import { MyDailyGames } from './MyDailyGames';
import { VacationPanel } from './VacationPanel';
import '../../lib/i18n/locales/en.daily';

/** `/play/daily`: a new daily game, the open daily lobby, and one's own daily games. */
export function DailyPage() {
  const { t } = useTranslation();
  const { http } = useServices();
  const url = useRouteUrl();
  const { user } = useCurrentUser();
  useDocumentTitle('play_daily');
  const [seeks, setSeeks] = useState<ChallengeView[] | null>(null);
  const [games, setGames] = useState<DailyGamesPage | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      const [lobby, mine] = await Promise.all([
        fetchDailySeeks(http),
        user.isGuest ? Promise.resolve(null) : fetchDailyGames(http, 1),
      ]);
      setSeeks(lobby.seeks);
      setGames(mine);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [http, user.isGuest]);

  useEffect(() => {
    void load();
  }, [load]);

  const more = async () => {
    if (!games) return;
    const next = await fetchDailyGames(http, games.page + 1).catch(() => null);
    if (next) setGames({ ...next, games: [...games.games, ...next.games] });
  };

  return (
    <div className="daily">
      <header>
        <h1>{t('daily.title')}</h1>
        <p className="lead">{t('daily.lead')}</p>
      </header>
      {failed && (
        <p className="notice" role="alert">
          {t('daily.loadFailed')}
        </p>
      )}
      {user.isGuest ? (
        <p className="notice">
          {t('daily.loginFirst')} <Link to={url('login')}>{t('daily.login')}</Link>
        </p>
      ) : (
        <div className="daily__columns">
          <DailySeekForm onCreated={load} />
          {games ? (
            <MyDailyGames page={games} onMore={games.hasMore ? more : null} />
          ) : (
            <p>{t('daily.loading')}</p>
          )}
        </div>
      )}
      {!user.isGuest && <VacationPanel onChanged={load} />}
      {seeks ? (
        <DailySeekList seeks={seeks} onChanged={load} />
      ) : (
        <p aria-busy="true">{t('daily.loading')}</p>
      )}
    </div>
  );
}
