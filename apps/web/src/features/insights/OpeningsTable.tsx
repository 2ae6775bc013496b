import type { OpeningResults } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import '../../lib/i18n/locales/en.insights';

export const winRate = (results: { games: number; wins: number }) =>
  results.games === 0 ? 0 : Math.round((results.wins / results.games) * 100);

/** The member's openings, most played first, with their win rate as a number and a bar. */
export function OpeningsTable({ openings }: { openings: OpeningResults[] }) {
  const { t } = useTranslation();
  return (
    <section className="insights-card insights-card--wide">
      <h2 id="insights-openings">{t('insights.sections.openings')}</h2>
      <table className="insights-table insights-openings" aria-labelledby="insights-openings">
        <thead>
          <tr>
            <th scope="col">{t('insights.openings.name')}</th>
            <th scope="col">{t('insights.openings.games')}</th>
            <th scope="col">{t('insights.openings.record')}</th>
            <th scope="col">{t('insights.openings.winRate')}</th>
          </tr>
        </thead>
        <tbody>
          {openings.map((opening) => (
            <tr key={opening.name}>
              <th scope="row">
                <span className="insights-openings__eco">{opening.eco}</span>
                {opening.name}
              </th>
              <td>{opening.games}</td>
              <td className="insights-openings__record">
                {opening.wins} / {opening.draws} / {opening.losses}
              </td>
              <td>
                <span className="insights-openings__rate">
                  <span className="insights-openings__bar" aria-hidden="true">
                    <span style={{ width: `${winRate(opening)}%` }} />
                  </span>
                  {winRate(opening)}%
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
