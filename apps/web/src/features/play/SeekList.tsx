import './seeks.css';
import { formatTimeControl, joinRefusal, type LobbyRatings, type LobbySeek } from '@kingside/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { KingIcon } from './KingIcon';
import '../../lib/i18n/locales/en.seeks';
import '../../lib/i18n/locales/en.play';

/** The hover card stays out of the lobby's first load: names are plain text until it arrives. */
const UserPopup = lazy(() => import('../members/UserPopup').then((m) => ({ default: m.UserPopup })));

interface SeekListProps {
  seeks: LobbySeek[];
  loaded: boolean;
  /** The viewer's own pairing ratings (from the lobby), to tell which seeks they may join. */
  ratings: LobbyRatings | null;
  /** The seek being joined, while the server answers. */
  joining: string | null;
  onJoin: (seek: LobbySeek) => void;
}

/**
 * "Open games": the lobby's custom seeks, oldest first, each with the colour its player asked
 * for and the ratings it takes; others' can be joined with one click, unless the seek leaves the
 * viewer out (the button is then disabled and says why to screen readers and on hover).
 */
export function SeekList({ seeks, loaded, ratings, joining, onJoin }: SeekListProps) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  // Guests carry the same server-given name (`guestName`) in the current user as in their seeks.
  const isOwn = (seek: LobbySeek) =>
    seek.isGuest === user.isGuest &&
    user.username !== '' &&
    seek.username.toLowerCase() === user.username.toLowerCase();

  return (
    <section className="open-games" aria-labelledby="open-games-title">
      <h2 id="open-games-title" className="lobby__section-title">
        {t('play.openGames.title')}
      </h2>
      {seeks.length === 0 ? (
        <p className="open-games__empty">{loaded ? t('play.openGames.empty') : t('play.offline')}</p>
      ) : (
        <table className="open-games__table" aria-labelledby="open-games-title">
          <thead>
            <tr>
              <th scope="col">{t('play.openGames.player')}</th>
              <th scope="col">{t('play.openGames.rating')}</th>
              <th scope="col">{t('play.openGames.timeControl')}</th>
              <th scope="col" className="open-games__mode">
                {t('play.openGames.mode')}
              </th>
              <th scope="col">{t('seeks.list.color')}</th>
              <th scope="col" className="open-games__range">
                {t('seeks.list.range')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('play.openGames.action')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {seeks.map((seek) => {
              const own = isOwn(seek);
              const rating = ratings?.[seek.speed as keyof LobbyRatings] ?? null;
              const refusal = own ? null : joinRefusal(seek, { isGuest: user.isGuest, rating });
              const why = refusal && t(`seeks.list.why.${refusal}`, { rating });
              const whyId = `open-games-why-${seek.id}`;
              const rowClass = own ? 'is-own' : refusal ? 'is-unavailable' : undefined;
              const mode = seek.rated ? t('play.rated') : t('play.casual');
              return (
                <tr key={seek.id} className={rowClass}>
                  <td>
                    {seek.isGuest ? (
                      seek.username
                    ) : (
                      <Suspense fallback={seek.username}>
                        <UserPopup username={seek.username} />
                      </Suspense>
                    )}
                    {seek.isGuest && (
                      <span className="open-games__guest"> · {t('play.openGames.guest')}</span>
                    )}
                  </td>
                  <td>{seek.rating}</td>
                  <td>
                    {formatTimeControl(seek.timeControl)}{' '}
                    <span className="open-games__speed">{t(`play.speeds.${seek.speed}`)}</span>
                    <span className="open-games__mode-inline">
                      <br />
                      {mode}
                    </span>
                  </td>
                  <td className="open-games__mode">{mode}</td>
                  <td>
                    <span className="open-games__color" title={t(`seeks.list.asks.${seek.color}`)}>
                      <KingIcon color={seek.color} className="open-games__king" />
                      <span className="visually-hidden">{t(`seeks.list.asks.${seek.color}`)}</span>
                    </span>
                  </td>
                  <td className="open-games__range">
                    {seek.ratingRange ? t('seeks.list.bounds', { ...seek.ratingRange }) : t('seeks.list.any')}
                  </td>
                  <td className="open-games__action">
                    {own ? (
                      <span className="open-games__own">{t('play.openGames.yours')}</span>
                    ) : (
                      <>
                        <button
                          type="button"
                          className="button button--small"
                          aria-label={t('play.openGames.join', { name: seek.username })}
                          aria-describedby={why ? whyId : undefined}
                          title={why ?? undefined}
                          disabled={joining !== null || refusal !== null}
                          onClick={() => onJoin(seek)}
                        >
                          {t('play.openGames.joinShort')}
                        </button>
                        {why && (
                          <span id={whyId} className="visually-hidden">
                            {why}
                          </span>
                        )}
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
