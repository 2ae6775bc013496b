import { formatTimeControl, type TournamentSummary } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services';
import { useLanguage, useRouteUrl } from '../../app/useLanguage';
import { useLoad } from '../../lib/use-load';
import { formatWhen } from '../messages/format';
import { NewTournamentForm } from '../tournaments/NewTournamentForm';
import { fetchClubTournaments } from '../tournaments/tournaments.api';
import '../../lib/i18n/locales/en.clubs';
import '../../lib/i18n/locales/en.tournaments';

/** A club's upcoming and running tournaments on its page (only its members may join them). */
export function ClubTournaments({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const language = useLanguage();
  const { http } = useServices();
  const { state } = useLoad((signal) => fetchClubTournaments(http, slug, signal), slug);
  if (state.status !== 'loaded') return null;
  const item = (x: TournamentSummary) => (
    <li key={x.url} className="clubs__item">
      <Link className="clubs__name" to={url('tournament', { url: x.url })}>
        {x.name}
      </Link>
      <span className="clubs__meta">
        {formatTimeControl(x.tc)} · {t(`tournaments.kinds.${x.kind}`)} ·{' '}
        {x.status === 'started'
          ? t('clubs.tournaments.running')
          : t('clubs.matches.startsAt', { when: formatWhen(x.startsAt, language) })}
      </span>
    </li>
  );
  return (
    <section aria-labelledby="club-tournaments">
      <h2 id="club-tournaments">{t('clubs.tournaments.title')}</h2>
      {state.data.tournaments.length === 0 ? (
        <p className="clubs__meta">{t('clubs.tournaments.none')}</p>
      ) : (
        <ul className="clubs__list">{state.data.tournaments.map(item)}</ul>
      )}
    </section>
  );
}

/** The admin's tool: the tournament form, made for this club. */
export function ClubTournamentForm({ club }: { club: { slug: string; name: string } }) {
  const { t } = useTranslation();
  return (
    <details className="clubs__panel">
      <summary>{t('clubs.tournaments.create')}</summary>
      <NewTournamentForm official={false} club={club} />
    </details>
  );
}
