import { useTranslation } from 'react-i18next';
import '../../../lib/i18n/locales/en.insights';

/** The three colours of the result bars, named once for every chart. */
export function ResultLegend() {
  const { t } = useTranslation();
  return (
    <ul className="insights-legend" aria-hidden="true">
      {(['win', 'draw', 'loss'] as const).map((result) => (
        <li key={result}>
          <span className={`insights-legend__swatch insights-legend__swatch--${result}`} />
          {t(`insights.results.${result}`)}
        </li>
      ))}
    </ul>
  );
}
