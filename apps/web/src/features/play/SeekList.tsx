import { formatTimeControl, type LobbySeek } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../accounts/useCurrentUser';

interface SeekListProps {
  seeks: LobbySeek[];
  loaded: boolean;
  /** The seek being joined, while the server answers. */
  joining: string | null;
  onJoin: (seek: LobbySeek) => void;
}

/** "Open games": the lobby's custom seeks, oldest first; others' can be joined with one click. */
export function SeekList({ seeks, loaded, joining, onJoin }: SeekListProps) {
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
              <th scope="col">{t('play.openGames.mode')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('play.openGames.action')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {seeks.map((seek) => {
              const own = isOwn(seek);
              return (
                <tr key={seek.id} className={own ? 'is-own' : undefined}>
                  <td>
                    {seek.username}
                    {seek.isGuest && (
                      <span className="open-games__guest"> · {t('play.openGames.guest')}</span>
                    )}
                  </td>
                  <td>{seek.rating}</td>
                  <td>
                    {formatTimeControl(seek.timeControl)} {t(`play.speeds.${seek.speed}`)}
                  </td>
                  <td>{seek.rated ? t('play.rated') : t('play.casual')}</td>
                  <td className="open-games__action">
                    {own ? (
                      <span className="open-games__own">{t('play.openGames.yours')}</span>
                    ) : (
                      <button
                        type="button"
                        className="button button--small"
                        aria-label={t('play.openGames.join', { name: seek.username })}
                        disabled={joining !== null}
                        onClick={() => onJoin(seek)}
                      >
                        {t('play.openGames.joinShort')}
                      </button>
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
