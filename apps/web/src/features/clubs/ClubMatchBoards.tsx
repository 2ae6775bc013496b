import type { ClubMatchGame, ClubMatchView } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteUrl } from '../../app/useLanguage';
import '../../lib/i18n/locales/en.clubs';

/** The boards of a started match: the players as paired (with their ratings) and each board's two games. */
export function ClubMatchBoards({ match }: { match: ClubMatchView }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const result = (game: ClubMatchGame) => {
    if (game.result === null) return t('clubs.matches.result.playing');
    if (game.result === 'draw') return t('clubs.matches.result.draw');
    if (game.result === 'aborted') return t('clubs.matches.result.aborted');
    // Shown from white's side, as a game's result is.
    return game.result === game.white ? t('clubs.matches.result.white') : t('clubs.matches.result.black');
  };
  return (
    <div className="clubs__scroll">
      <table className="clubs__table club-match__boards">
        <thead>
          <tr>
            <th scope="col">{t('clubs.matches.board')}</th>
            <th scope="col">{match.home.name}</th>
            <th scope="col">{match.away.name}</th>
            <th scope="col">{t('clubs.matches.games')}</th>
          </tr>
        </thead>
        <tbody>
          {match.boardsPlayed.map((board) => (
            <tr key={board.board}>
              <td>{board.board}</td>
              <td>
                <Link to={url('member', { username: board.home.username })}>{board.home.username}</Link>{' '}
                <span className="clubs__meta">{board.home.rating ?? ''}</span>
              </td>
              <td>
                <Link to={url('member', { username: board.away.username })}>{board.away.username}</Link>{' '}
                <span className="clubs__meta">{board.away.rating ?? ''}</span>
              </td>
              <td className="club-match__games">
                {board.games.map((game, i) => (
                  <Link
                    key={game.id}
                    to={url('game', { id: game.id })}
                    className={`club-match__game${game.result === null ? ' club-match__game--playing' : ''}`}
                    aria-label={t('clubs.matches.gameLink', {
                      n: i + 1,
                      club: match[game.white].name,
                      result: result(game),
                    })}
                  >
                    {result(game)}
                  </Link>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
