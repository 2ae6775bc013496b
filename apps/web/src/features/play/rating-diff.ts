/** `+8`, `−8` (a real minus sign), `±0`. */
export function formatRatingDiff(diff: number): string {
  if (diff > 0) return `+${diff}`;
  if (diff < 0) return `\u2212${Math.abs(diff)}`;
  return '±0';
}
