import { useTranslation } from 'react-i18next';
import '../../../lib/i18n/locales/en.analysisEngine';

const WIDTH = 600;
const HEIGHT = 80;

/**
 * White's winning chances over the game (−1 to 1 per ply, null where not evaluated) as a line over
 * a mid axis, the shown ply marked; a click goes to the nearest ply. The same numbers are in a
 * table for screen readers.
 */
export function EvalGraph({
  chances,
  labels,
  shown,
  onGoTo,
}: {
  chances: readonly (number | null)[];
  labels: readonly string[];
  shown: number;
  onGoTo: (ply: number) => void;
}) {
  const { t } = useTranslation();
  const last = Math.max(1, chances.length - 1);
  const x = (ply: number) => (ply / last) * WIDTH;
  const y = (chance: number) => ((1 - chance) / 2) * HEIGHT;
  const points = chances.flatMap((chance, ply) => (chance === null ? [] : [`${x(ply)},${y(chance)}`]));
  const area = points.length > 0 ? `M0,${HEIGHT} L${points.join(' L')} L${x(last)},${HEIGHT} Z` : '';

  return (
    <figure className="eval-graph">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        onClick={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          onGoTo(Math.round(((event.clientX - box.left) / box.width) * last));
        }}
      >
        <rect width={WIDTH} height={HEIGHT} className="eval-graph__black" />
        {area && <path d={area} className="eval-graph__white" />}
        <line x1="0" x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} className="eval-graph__axis" />
        <line x1={x(shown)} x2={x(shown)} y1="0" y2={HEIGHT} className="eval-graph__shown" />
      </svg>
      <figcaption className="visually-hidden">{t('analysis.engine.graph')}</figcaption>
      <table className="visually-hidden">
        <thead>
          <tr>
            <th scope="col">{t('analysis.engine.ply')}</th>
            <th scope="col">{t('analysis.engine.evaluation')}</th>
          </tr>
        </thead>
        <tbody>
          {labels.map((label, ply) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one row per ply, in order
            <tr key={ply}>
              <th scope="row">{ply}</th>
              <td>{label}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
