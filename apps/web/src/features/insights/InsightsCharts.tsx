import type { InsightsReport } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { BestWins } from './BestWins';
import { RatingTrendChart } from './charts/RatingTrendChart';
import { ResultLegend } from './charts/ResultLegend';
import { StackedBars } from './charts/StackedBars';
import { InsightsSummary } from './InsightsSummary';
import { OpeningsTable } from './OpeningsTable';
import '../../lib/i18n/locales/en.insights';

/** Every chart of a report; the upsell shows the same with illustrative data. */
export function InsightsCharts({ report }: { report: InsightsReport }) {
  const { t } = useTranslation();
  return (
    <div className="insights-charts">
      <InsightsSummary report={report} />
      <ResultLegend />
      <div className="insights-grid">
        <StackedBars
          title={t('insights.sections.bySpeed')}
          rows={report.bySpeed.map((row) => ({
            ...row,
            key: row.speed,
            label: t(`play.speeds.${row.speed}`),
          }))}
        />
        <StackedBars
          title={t('insights.sections.byColor')}
          rows={report.byColor.map((row) => ({
            ...row,
            key: row.color,
            label: t(`insights.colors.${row.color}`),
          }))}
        />
        <StackedBars
          title={t('insights.sections.byDayPart')}
          note={t('insights.sections.dayPartNote', { zone: report.timezone })}
          rows={report.byDayPart.map((row) => ({
            ...row,
            key: row.part,
            label: t(`insights.dayParts.${row.part}`),
          }))}
        />
        <RatingTrendChart trends={report.ratingTrend} />
        <OpeningsTable openings={report.byOpening} />
        <BestWins wins={report.bestWins} />
      </div>
    </div>
  );
}
