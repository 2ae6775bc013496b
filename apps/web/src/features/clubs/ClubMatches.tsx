import type { ClubMatchSummary } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services';
import { useLanguage, useRouteUrl } from '../../app/useLanguage';
import { useLoad } from '../../lib/use-load';
import { formatWhen } from '../messages/format';
import { fetchClubMatches } from './clubs.api';
import { matchTerms } from './match-terms';
import '../../lib/i18n/locales/en.clubs';

/** A club's matches on its page: upcoming (proposed or open for registration), live, and results. */
export function ClubMatches({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const language = useLanguage();
  const { http } = useServices();
  const { state } = useLoad((signal) => fetchClubMatches(http, slug, signal), slug);
  if (state.status !== 'loaded') return null;
  const item = (m: ClubMatchSummary) => (
    <li key={m.id} className="clubs__item">
      <Link className="clubs__name" to={url('club_match', { match: m.id })}>
        {m.name}
      </Link>
      <span>{t('clubs.matches.versus', { home: m.home.name, away: m.away.name })}</span>
      {m.status === 'proposed' || m.status === 'registration' ? (
        <span className="clubs__meta">
          {t(`clubs.matches.status.${m.status}`)} ·{' '}
          {t('clubs.matches.startsAt', { when: formatWhen(m.startsAt, language) })}
        </span>
      ) : (
        <strong>
          {m.score.home} – {m.score.away}
        </strong>
      )}
      <span className="clubs__meta">{matchTerms(m, t)}</span>
    </li>
  );
  const sections = [
    ['upcoming', t('clubs.matches.upcoming'), state.data.upcoming],
    ['live', t('clubs.matches.live'), state.data.live],
    ['results', t('clubs.matches.results'), state.data.finished],
  ] as const;
  return (
    <section aria-labelledby="club-matches">
      <h2 id="club-matches">{t('clubs.matches.title')}</h2>
      {sections.map(([key, title, matches]) => (
        <div key={key}>
          <h3>{title}</h3>
          {matches.length === 0 ? (
            <p className="clubs__meta">{t('clubs.matches.none')}</p>
          ) : (
            <ul className="clubs__list">{matches.map(item)}</ul>
          )}
        </div>
      ))}
    </section>
  );
}
