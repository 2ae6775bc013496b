import type { RatingTrend } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from './ChartFigure';
import '../../../lib/i18n/locales/en.insights';

const WIDTH = 560;
const HEIGHT = 220;
const PAD = { left: 44, right: 12, top: 12, bottom: 24 };
const TICKS = 4;

/** A round gap between grid lines (10, 20, 25, 50, 100, …) near `rough`. */
function niceStep(rough: number): number {
  for (const step of [10, 20, 25, 50, 100, 200, 250, 500]) if (step >= rough) return step;
  return 1000;
}

/** One line per speed: the rating after each rated game, on a shared time axis. */
export function RatingTrendChart({ trends }: { trends: RatingTrend[] }) {
  const { t, i18n } = useTranslation();
  const title = t('insights.sections.ratingTrend');
  const points = trends.flatMap((trend) => trend.points);
  if (points.length === 0) {
    return (
      <section className="insights-card">
        <h2>{title}</h2>
        <p className="insights-card__note">{t('insights.chart.noTrend')}</p>
      </section>
    );
  }
  const times = points.map((point) => Date.parse(point.at));
  const ratings = points.map((point) => point.rating);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const step = niceStep((Math.max(...ratings) - Math.min(...ratings)) / TICKS);
  const low = Math.floor(Math.min(...ratings) / step) * step;
  const high = Math.max(low + step, Math.ceil(Math.max(...ratings) / step) * step);
  const x = (at: string) =>
    PAD.left + (t1 === t0 ? 0.5 : (Date.parse(at) - t0) / (t1 - t0)) * (WIDTH - PAD.left - PAD.right);
  const y = (rating: number) => PAD.top + ((high - rating) / (high - low)) * (HEIGHT - PAD.top - PAD.bottom);
  const ticks = Array.from({ length: Math.round((high - low) / step) + 1 }, (_, i) => low + i * step);
  const speedName = (trend: RatingTrend) => t(`play.speeds.${trend.speed}`);
  const summary = trends
    .map((trend) =>
      t('insights.chart.trend', {
        speed: speedName(trend),
        first: trend.points[0]!.rating,
        last: trend.points.at(-1)!.rating,
        count: trend.points.length,
      }),
    )
    .join('; ');
  const date = (at: string) => new Date(at).toLocaleDateString(i18n.language);

  return (
    <ChartFigure
      title={title}
      chart={
        <>
          <svg
            className="insights-trend"
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-label={t('insights.chart.label', { title, summary })}
          >
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  className="insights-trend__grid"
                  x1={PAD.left}
                  x2={WIDTH - PAD.right}
                  y1={y(tick)}
                  y2={y(tick)}
                />
                <text
                  className="insights-trend__tick"
                  x={PAD.left - 6}
                  y={y(tick)}
                  textAnchor="end"
                  dominantBaseline="middle"
                >
                  {tick}
                </text>
              </g>
            ))}
            {trends.map((trend) => (
              <g
                key={trend.speed}
                className={`insights-trend__series insights-trend__series--${trend.speed}`}
              >
                <polyline points={trend.points.map((p) => `${x(p.at)},${y(p.rating)}`).join(' ')} />
                {trend.points.map((p) => (
                  <circle key={p.gameId} cx={x(p.at)} cy={y(p.rating)} r={3} />
                ))}
              </g>
            ))}
          </svg>
          <ul className="insights-legend" aria-hidden="true">
            {trends.map((trend) => (
              <li key={trend.speed}>
                <span className={`insights-legend__swatch insights-trend__swatch--${trend.speed}`} />
                {speedName(trend)}
              </li>
            ))}
          </ul>
        </>
      }
      table={{
        head: [
          t('insights.chart.game'),
          t('insights.speedFilter'),
          t('insights.chart.date'),
          t('insights.chart.rating'),
        ],
        rows: trends.flatMap((trend) =>
          trend.points.map((p) => [p.gameId, speedName(trend), date(p.at), p.rating]),
        ),
      }}
    />
  );
}
