import type { LeagueZone, StandingView } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteUrl } from '../../app/useLanguage';
import '../../lib/i18n/locales/en.leagues';

const ZONE_MARK: Record<LeagueZone, string> = { promotion: '▲', stay: '', relegation: '▼' };

/** A division's standings; each row's zone is coloured and named (the colour is never alone). */
export function StandingsTable({ standings }: { standings: StandingView[] }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  return (
    <div className="league-standings-scroll">
      <table className="league-standings">
        <caption className="visually-hidden">{t('leagues.standings')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('leagues.rank')}</th>
            <th scope="col">{t('leagues.player')}</th>
            <th scope="col" className="league-standings__number">
              {t('leagues.trophies')}
            </th>
            <th scope="col">{t('leagues.zone')}</th>
          </tr>
        </thead>
        <tbody>
          {standings.map((row) => (
            <tr
              key={row.username}
              className={`league-row league-row--${row.zone}${row.you ? ' league-row--you' : ''}`}
              aria-current={row.you ? 'true' : undefined}
            >
              <td>{row.rank}</td>
              <td>
                <Link to={url('member', { username: row.username })}>{row.username}</Link>
                {row.you && <span className="league-row__you"> ({t('leagues.you')})</span>}
              </td>
              <td className="league-standings__number">{row.trophies}</td>
              <td>
                <span className={`league-zone league-zone--${row.zone}`}>
                  {ZONE_MARK[row.zone] && <span aria-hidden="true">{ZONE_MARK[row.zone]} </span>}
                  {t(`leagues.zones.${row.zone}`)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
