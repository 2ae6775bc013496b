import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../lib/i18n/locales/en.insights';

interface ChartFigureProps {
  title: string;
  note?: string;
  /** The chart itself: an SVG with role="img" and an aria-label summing it up. */
  chart: ReactNode;
  /** The same numbers as table rows (header and body), read by screen readers or on demand. */
  table: { head: string[]; rows: (string | number)[][] };
}

/** A chart with its data as a table: hidden but read out by screen readers, shown on request. */
export function ChartFigure({ title, note, chart, table }: ChartFigureProps) {
  const { t } = useTranslation();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  return (
    <figure className="insights-card">
      <figcaption className="insights-card__head">
        <h2>{title}</h2>
        <button
          type="button"
          className="button button--quiet button--small"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? t('insights.chart.hideTable') : t('insights.chart.showTable')}
        </button>
      </figcaption>
      {note && <p className="insights-card__note">{note}</p>}
      {chart}
      <table id={tableId} className={showTable ? 'insights-table' : 'visually-hidden'}>
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            {table.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={`${row[0]}-h`} scope="row">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells of one row are told apart by position only
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
