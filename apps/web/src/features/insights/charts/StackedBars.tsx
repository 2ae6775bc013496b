import type { ResultCounts } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from './ChartFigure';
import '../../../lib/i18n/locales/en.insights';

export interface BarRow extends ResultCounts {
  key: string;
  label: string;
}

const WIDTH = 560;
const LABEL = 150;
const COUNT = 40;
const ROW = 34;
const BAR = 20;
const PARTS = ['wins', 'draws', 'losses'] as const;

/** Wins, draws and losses per row as stacked horizontal bars, scaled to the busiest row. */
export function StackedBars({ title, note, rows }: { title: string; note?: string; rows: BarRow[] }) {
  const { t } = useTranslation();
  const most = Math.max(1, ...rows.map((row) => row.games));
  const scale = (WIDTH - LABEL - COUNT) / most;
  const describe = (row: BarRow) =>
    t('insights.chart.row', { name: row.label, wins: row.wins, draws: row.draws, losses: row.losses });
  const height = rows.length * ROW;
  return (
    <ChartFigure
      title={title}
      note={note}
      chart={
        <svg
          className="insights-bars"
          viewBox={`0 0 ${WIDTH} ${height}`}
          role="img"
          aria-label={t('insights.chart.label', { title, summary: rows.map(describe).join('; ') })}
        >
          {rows.map((row, index) => {
            const y = index * ROW;
            let x = LABEL;
            return (
              <g key={row.key}>
                <text className="insights-bars__label" x={0} y={y + ROW / 2} dominantBaseline="middle">
                  {row.label}
                </text>
                <rect
                  className="insights-bars__track"
                  x={LABEL}
                  y={y + (ROW - BAR) / 2}
                  width={WIDTH - LABEL - COUNT}
                  height={BAR}
                  rx={4}
                />
                {PARTS.map((part) => {
                  const width = row[part] * scale;
                  const rect = (
                    <rect
                      key={part}
                      className={`insights-bars__${part}`}
                      x={x}
                      y={y + (ROW - BAR) / 2}
                      width={width}
                      height={BAR}
                    />
                  );
                  x += width;
                  return rect;
                })}
                <text
                  className="insights-bars__count"
                  x={WIDTH}
                  y={y + ROW / 2}
                  dominantBaseline="middle"
                  textAnchor="end"
                >
                  {row.games}
                </text>
              </g>
            );
          })}
        </svg>
      }
      table={{
        head: [
          t('insights.chart.category'),
          t('insights.results.win'),
          t('insights.results.draw'),
          t('insights.results.loss'),
        ],
        rows: rows.map((row) => [row.label, row.wins, row.draws, row.losses]),
      }}
    />
  );
}
