import type { InsightsReport } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { winRate } from './OpeningsTable';
import '../../lib/i18n/locales/en.insights';

function duration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The headline numbers: games, win rate, average length in moves and in time. */
export function InsightsSummary({ report }: { report: InsightsReport }) {
  const { t } = useTranslation();
  const average = report.averageLength;
  const stats: [string, string][] = [
    [t('insights.totals.games'), String(report.totals.games)],
    [t('insights.totals.winRate'), `${winRate(report.totals)}%`],
    [
      t('insights.totals.averageMoves'),
      average ? t('insights.totals.averageMovesValue', { moves: average.moves }) : '–',
    ],
    [t('insights.totals.averageTime'), average ? duration(average.seconds) : '–'],
  ];
  return (
    <dl className="insights-summary">
      {stats.map(([label, value]) => (
        <div key={label} className="insights-summary__stat">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
