import type { BackgroundEntry } from '../catalogue/backgrounds';

/** One tile of a background pattern, drawn a shade lighter than its colour; the page repeats it. */
const TILES: Record<NonNullable<BackgroundEntry['pattern']>, string> = {
  dots: '<circle cx="12" cy="12" r="2.2"/><circle cx="36" cy="36" r="2.2"/>',
  diagonal: '<path d="M-6 54 L54 -6 M18 54 L54 18 M-6 30 L30 -6" stroke-width="5" stroke="currentColor"/>',
  squares: '<rect x="0" y="0" width="24" height="24"/><rect x="24" y="24" width="24" height="24"/>',
};

export function backgroundSvg(entry: BackgroundEntry): string {
  const tile = entry.pattern ? TILES[entry.pattern] : '';
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">' +
    `<rect width="48" height="48" fill="${entry.color}"/>` +
    `<g fill="#ffffff" color="#ffffff" opacity="0.06">${tile}</g></svg>`
  );
}

/** A background's picture for the gallery: its tile repeated over a card. */
export function backgroundPreviewSvg(entry: BackgroundEntry): string {
  const tile = entry.pattern ? TILES[entry.pattern] : '';
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="192" height="96" viewBox="0 0 192 96">' +
    `<defs><pattern id="tile" width="48" height="48" patternUnits="userSpaceOnUse"><g fill="#ffffff" color="#ffffff" opacity="0.06">${tile}</g></pattern></defs>` +
    `<rect width="192" height="96" fill="${entry.color}"/><rect width="192" height="96" fill="url(#tile)"/></svg>`
  );
}
