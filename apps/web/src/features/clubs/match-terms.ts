import { type ClubMatchSummary, formatTimeControl } from '@kingside/contract';
import type { TFunction } from 'i18next';
import '../../lib/i18n/locales/en.clubs';

/** A match's terms in one line: boards, live clock or days per move, rated, the rating window. */
export function matchTerms(m: ClubMatchSummary, t: TFunction): string {
  const parts = [
    t('clubs.matches.boards', { count: m.boards }),
    m.timeControl
      ? t('clubs.matches.live_tc', { tc: formatTimeControl(m.timeControl) })
      : t('clubs.matches.daily', { count: m.days ?? 0 }),
    m.rated ? t('clubs.matches.rated') : t('clubs.matches.unrated'),
  ];
  if (m.minRating !== null || m.maxRating !== null)
    parts.push(t('clubs.matches.ratingWindow', { min: m.minRating ?? '', max: m.maxRating ?? '' }));
  return parts.join(' · ');
}
