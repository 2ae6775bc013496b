import type { RatingHistory } from '@kingside/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../../lib/load-chunk';
import '../../lib/i18n/locales/en.play';
import '../../lib/i18n/locales/en.stats';

/** uPlot rides in a chunk of its own: the numbers above it show while it loads. */
const RatingChart = lazy(() => loadChunk(() => import('./RatingChart')));

/** The chart (canvas, hidden from screen readers) and the same points as a table, read out or shown on request. */
export function RatingHistorySection({ history }: { history: RatingHistory[] }) {
  const { t, i18n } = useTranslation();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const title = t('stats.sections.rating');
  const points = history.flatMap((line) => line.points.map((point) => ({ ...point, speed: line.speed })));
  if (points.length === 0) {
    return (
      <section className="stats-card stats-card--wide">
        <h2>{title}</h2>
        <p className="stats-card__note">{t('stats.chart.noRated')}</p>
      </section>
    );
  }
  const summary = history
    .map((line) =>
      t('stats.chart.trend', {
        speed: t(`play.speeds.${line.speed}`),
        first: line.points[0]!.rating,
        last: line.points.at(-1)!.rating,
        count: line.points.length,
      }),
    )
    .join('; ');
  const date = (at: string) => new Date(at).toLocaleDateString(i18n.language);
  return (
    <figure className="stats-card stats-card--wide" aria-label={t('stats.chart.label', { summary })}>
      <figcaption className="stats-card__head">
        <h2>{title}</h2>
        <button
          type="button"
          className="button button--quiet button--small"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? t('stats.chart.hideTable') : t('stats.chart.showTable')}
        </button>
      </figcaption>
      <p className="stats-card__note">{t('stats.chart.zoomHint')}</p>
      <Suspense fallback={<div className="stats-chart stats-chart--loading" />}>
        <RatingChart history={history} />
      </Suspense>
      <table id={tableId} className={showTable ? 'stats-table' : 'visually-hidden'}>
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stats.chart.date')}</th>
            <th scope="col">{t('stats.chart.speed')}</th>
            <th scope="col">{t('stats.chart.rating')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={`${point.speed}-${point.gameId}`}>
              <td>{date(point.at)}</td>
              <td>{t(`play.speeds.${point.speed}`)}</td>
              <td>{point.rating}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
