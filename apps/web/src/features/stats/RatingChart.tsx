import 'uplot/dist/uPlot.min.css';
import type { RatingHistory, Speed } from '@kingside/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import { useTheme } from '../../app/useTheme';
import '../../lib/i18n/locales/en.play';
import '../../lib/i18n/locales/en.stats';

/** The theme's token for each speed's line (stats.css), read when the chart is drawn. */
const SPEED_TOKENS: Record<Speed, string> = {
  bullet: '--stats-bullet',
  blitz: '--stats-blitz',
  rapid: '--stats-rapid',
  classical: '--stats-classical',
  daily: '--stats-daily',
};

const HEIGHT = 280;

/** Days on one shared axis (seconds), each speed's rating or null where it has no point that day. */
export function chartData(history: RatingHistory[]): uPlot.AlignedData {
  const days = [...new Set(history.flatMap((line) => line.points.map((p) => Date.parse(p.at) / 1000)))].sort(
    (a, b) => a - b,
  );
  const index = new Map(days.map((day, i) => [day, i]));
  const series = history.map((line) => {
    const values: (number | null)[] = days.map(() => null);
    for (const point of line.points) values[index.get(Date.parse(point.at) / 1000)!] = point.rating;
    return values;
  });
  return [days, ...series];
}

/**
 * The rating history drawn by uPlot on a canvas: hover shows each speed's rating that day in the
 * legend, dragging across zooms in, a double-click zooms out. Colours come from the theme's
 * tokens and are read again when the theme changes, so dark mode reads as well as light.
 */
export default function RatingChart({ history }: { history: RatingHistory[] }) {
  const { t } = useTranslation();
  const { theme } = useTheme();
  const holder = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new theme is why it draws again (colours are read from CSS)
  useEffect(() => {
    const element = holder.current;
    // No canvas (an old or headless browser): the table beside it holds the same numbers.
    if (!element || !document.createElement('canvas').getContext('2d')) return;
    const style = getComputedStyle(element);
    const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
    const text = token('--color-text-muted', '#888');
    const grid = token('--color-border', '#444');
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const plot = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: HEIGHT,
        cursor: { drag: { x: true, y: false }, points: { size: 8 } },
        scales: { x: { time: true } },
        axes: [axis, { ...axis, size: 50 }],
        series: [
          {},
          ...history.map((line) => ({
            label: t(`play.speeds.${line.speed}`),
            stroke: token(SPEED_TOKENS[line.speed], '#9bc26b'),
            width: 2,
            spanGaps: true,
            points: { show: line.points.length < 60 },
          })),
        ],
      },
      chartData(history),
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(280, element.clientWidth), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [history, theme, t]);

  return <div ref={holder} className="stats-chart" data-testid="rating-chart" aria-hidden="true" />;
}
