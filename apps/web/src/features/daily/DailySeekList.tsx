import type { ChallengeView } from '@kingside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/services';
import { useRouteUrl } from '../../app/useLanguage';
import { serverMessage } from '../../lib/server-error';
import { acceptChallenge, cancelChallenge } from '../challenges/challenges.api';
import '../../lib/i18n/locales/en.daily';

/** The open daily lobby: take a seek (to its game), or cancel one's own. */
export function DailySeekList({ seeks, onChanged }: { seeks: ChallengeView[]; onChanged: () => void }) {
  const { t } = useTranslation();
  const { http } = useServices();
  const navigate = useNavigate();
  const url = useRouteUrl();
  const [error, setError] = useState<string | null>(null);

  const take = async (seek: ChallengeView) => {
    setError(null);
    try {
      const accepted = await acceptChallenge(http, seek.id);
      if (accepted.gameId) navigate(url('game', { id: accepted.gameId }));
    } catch (failure) {
      setError(t('daily.failed', { message: serverMessage(failure) ?? '' }));
      onChanged();
    }
  };
  const cancel = async (seek: ChallengeView) => {
    setError(null);
    await cancelChallenge(http, seek.id).catch(() => {});
    onChanged();
  };

  return (
    <section className="daily-section" aria-labelledby="daily-seeks">
      <h2 id="daily-seeks">{t('daily.seeks')}</h2>
      {error && (
        <p className="notice" role="alert">
          {error}
        </p>
      )}
      {seeks.length === 0 ? (
        <p>{t('daily.noSeeks')}</p>
      ) : (
        <ul className="daily-list">
          {seeks.map((seek) => (
            <li key={seek.id} className="daily-row" data-testid="daily-seek">
              <span className="daily-row__main">
                {t('daily.seekBy', {
                  name: seek.challenger.username,
                  days: t('daily.perMove', { days: t('daily.dayCount', { count: seek.days ?? 0 }) }),
                })}
              </span>
              <span className="daily-row__meta">
                {seek.rated ? t('daily.rated') : ''} {seek.weekendPause ? t('daily.clock.weekend') : ''}
              </span>
              {seek.you === 'challenger' ? (
                <button type="button" className="button" onClick={() => cancel(seek)}>
                  {t('daily.cancel')}
                </button>
              ) : (
                <button type="button" className="button button--primary" onClick={() => take(seek)}>
                  {t('daily.accept')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
