import type { YearCardKind, YearRecap } from '@kingside/contract';
import sharp from 'sharp';

/**
 * Shareable image cards of a recap: SVG drawn here, rendered to PNG by sharp (librsvg). 1200×630,
 * the size link previews use. Every text from the recap is escaped: an opponent's name is theirs.
 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

export function hoursOf(seconds: number): string {
  const hours = seconds / 3600;
  return hours >= 10 ? String(Math.round(hours)) : hours.toFixed(1);
}

function lines(recap: YearRecap, card: YearCardKind): [string, string][] {
  if (card === 'best-win') {
    const win = recap.bestWin;
    return win
      ? [
          ['Best win', `vs ${win.opponent}`],
          ['Their rating', String(win.opponentRating)],
          ['Won on', win.at.slice(0, 10)],
        ]
      : [['Best win', 'Still to come']];
  }
  const { totals } = recap;
  return [
    ['Games', `${totals.games} (${totals.wins} W · ${totals.draws} D · ${totals.losses} L)`],
    ['Time played', `${hoursOf(recap.seconds)} h`],
    ['Favourite opening', recap.favouriteOpening?.name ?? '—'],
    ['Longest streak', `${recap.longestStreak} ${recap.longestStreak === 1 ? 'day' : 'days'}`],
  ];
}

export function cardSvg(recap: YearRecap, card: YearCardKind): string {
  const rows = lines(recap, card)
    .map(
      ([label, value], i) =>
        `<text x="80" y="${250 + i * 90}" font-size="30" fill="#9fb3a4">${escapeXml(label)}</text>` +
        `<text x="80" y="${290 + i * 90}" font-size="40" font-weight="bold" fill="#ffffff">${escapeXml(
          value.length > 48 ? `${value.slice(0, 47)}…` : value,
        )}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
<rect width="100%" height="100%" fill="#1f2a22"/>
<rect x="40" y="40" width="${CARD_WIDTH - 80}" height="${CARD_HEIGHT - 80}" rx="24" fill="none" stroke="#81b64c" stroke-width="4"/>
<g font-family="DejaVu Sans, Arial, sans-serif">
<text x="80" y="130" font-size="56" font-weight="bold" fill="#81b64c">${recap.year} in chess</text>
<text x="80" y="180" font-size="32" fill="#ffffff">${escapeXml(recap.username)} · Kingside</text>
${rows}
</g>
</svg>`;
}

export function cardPng(recap: YearRecap, card: YearCardKind): Promise<Buffer> {
  return sharp(Buffer.from(cardSvg(recap, card)))
    .png()
    .toBuffer();
}
