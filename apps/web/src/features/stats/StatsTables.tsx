import type { ResultCounts, StatsReport } from '@kingside/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteUrl } from '../../app/useLanguage';
import '../../lib/i18n/locales/en.play';
import '../../lib/i18n/locales/en.stats';

const hours = (seconds: number) => (seconds / 3600).toFixed(seconds >= 36_000 ? 0 : 1);

function Card({
  id,
  title,
  note,
  wide,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={wide ? 'stats-card stats-card--wide' : 'stats-card'} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {note && <p className="stats-card__note">{note}</p>}
      {/* Narrow screens scroll a wide table sideways instead of spilling out of the card. */}
      <div className="stats-card__scroll">{children}</div>
    </section>
  );
}

function ResultCells({ counts }: { counts: ResultCounts }) {
  return (
    <>
      <td>{counts.games}</td>
      <td className="stats-win">{counts.wins}</td>
      <td className="stats-draw">{counts.draws}</td>
      <td className="stats-loss">{counts.losses}</td>
    </>
  );
}

function ResultHead({ first }: { first: string }) {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        <th scope="col">{t('stats.head.games')}</th>
        <th scope="col">{t('stats.head.wins')}</th>
        <th scope="col">{t('stats.head.draws')}</th>
        <th scope="col">{t('stats.head.losses')}</th>
      </tr>
    </thead>
  );
}

/** The numbers as tables: results by colour, rating records, openings, opponents, time. */
export function StatsTables({ report }: { report: StatsReport }) {
  const { t, i18n } = useTranslation();
  const url = useRouteUrl();
  const date = (at: string) => new Date(at).toLocaleDateString(i18n.language);
  const gameLink = (mark: { rating: number; gameId: string; at: string }) => (
    <Link to={url('game', { id: mark.gameId })}>
      {t('stats.ratingOn', { rating: mark.rating, date: date(mark.at) })}
    </Link>
  );
  return (
    <>
      <Card id="stats-colors" title={t('stats.sections.colors')}>
        <table className="stats-table" aria-labelledby="stats-colors">
          <ResultHead first={t('stats.head.color')} />
          <tbody>
            {report.byColor.map((row) => (
              <tr key={row.color}>
                <th scope="row">{t(`stats.colors.${row.color}`)}</th>
                <ResultCells counts={row} />
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      {report.extremes.length > 0 && (
        <Card id="stats-extremes" title={t('stats.sections.extremes')}>
          <table className="stats-table" aria-labelledby="stats-extremes">
            <thead>
              <tr>
                <th scope="col">{t('stats.head.speed')}</th>
                <th scope="col">{t('stats.head.best')}</th>
                <th scope="col">{t('stats.head.lowest')}</th>
              </tr>
            </thead>
            <tbody>
              {report.extremes.map((row) => (
                <tr key={row.speed}>
                  <th scope="row">{t(`play.speeds.${row.speed}`)}</th>
                  <td>{gameLink(row.best)}</td>
                  <td>{gameLink(row.lowest)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
      <Card
        id="stats-time"
        title={t('stats.sections.time')}
        note={t('stats.totalTime', { hours: hours(report.seconds), count: report.totals.games })}
      >
        <table className="stats-table" aria-labelledby="stats-time">
          <thead>
            <tr>
              <th scope="col">{t('stats.head.speed')}</th>
              <th scope="col">{t('stats.head.games')}</th>
              <th scope="col">{t('stats.head.time')}</th>
            </tr>
          </thead>
          <tbody>
            {report.bySpeed.map((row) => (
              <tr key={row.speed}>
                <th scope="row">{t(`play.speeds.${row.speed}`)}</th>
                <td>{row.games}</td>
                <td>{t('stats.hours', { hours: hours(row.seconds) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <Card
        id="stats-openings"
        wide
        title={t('stats.sections.openings')}
        note={report.openingsCapped ? t('stats.openingsCapped', { count: 1000 }) : undefined}
      >
        <table className="stats-table" aria-labelledby="stats-openings">
          <ResultHead first={t('stats.head.opening')} />
          <tbody>
            {report.openings.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.eco ? `${row.eco} ${row.name}` : row.name}</th>
                <ResultCells counts={row} />
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <Card id="stats-opponents" wide title={t('stats.sections.opponents')}>
        <table className="stats-table" aria-labelledby="stats-opponents">
          <ResultHead first={t('stats.head.opponent')} />
          <tbody>
            {report.opponents.map((row) => (
              <tr key={`${row.member}-${row.name}`}>
                <th scope="row">
                  {row.member ? (
                    <Link to={url('member', { username: row.name })}>{row.name}</Link>
                  ) : (
                    `${row.name} (${t('stats.guest')})`
                  )}
                </th>
                <ResultCells counts={row} />
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </>
  );
}
