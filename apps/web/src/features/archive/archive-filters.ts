import type { ArchiveResult, Color, Speed } from '@kingside/contract';

/** The archive page's filters as the form holds them (dates as `YYYY-MM-DD`, '' for any). */
export interface ArchiveFilters {
  speed: Speed | '';
  result: ArchiveResult | '';
  color: Color | '';
  opponent: string;
  since: string;
  until: string;
  rated: 'rated' | 'casual' | '';
}

export const NO_FILTERS: ArchiveFilters = {
  speed: '',
  result: '',
  color: '',
  opponent: '',
  since: '',
  until: '',
  rated: '',
};

const DAY_MS = 86_400_000;

/** The query both the page's list and its PGN download take (the export's parameter names). */
export function filterQuery(filters: ArchiveFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.speed) query.set('perfType', filters.speed);
  if (filters.result) query.set('result', filters.result);
  if (filters.color) query.set('color', filters.color);
  if (filters.opponent.trim()) query.set('vs', filters.opponent.trim());
  const since = filters.since ? Date.parse(`${filters.since}T00:00:00Z`) : Number.NaN;
  const until = filters.until ? Date.parse(`${filters.until}T00:00:00Z`) : Number.NaN;
  if (!Number.isNaN(since)) query.set('since', String(since));
  // The whole last day counts.
  if (!Number.isNaN(until)) query.set('until', String(until + DAY_MS - 1));
  if (filters.rated) query.set('rated', String(filters.rated === 'rated'));
  return query;
}
