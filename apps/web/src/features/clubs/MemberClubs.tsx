import type { ClubSummary } from '@kingside/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services';
import { useRouteUrl } from '../../app/useLanguage';
import { fetchClubsOf } from './clubs.api';
import '../../lib/i18n/locales/en.clubs';

/** The clubs a member belongs to, on their profile; nothing when none (or when they cannot be loaded). */
export function MemberClubs({ username }: { username: string }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const { http } = useServices();
  const [clubs, setClubs] = useState<ClubSummary[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    fetchClubsOf(http, username, controller.signal).then(setClubs, () => setClubs([]));
    return () => controller.abort();
  }, [http, username]);

  if (clubs.length === 0) return null;
  return (
    <section className="profile-card" aria-labelledby="profile-clubs">
      <h2 id="profile-clubs">{t('clubs.onProfile')}</h2>
      <ul>
        {clubs.map((club) => (
          <li key={club.slug}>
            <Link to={url('club', { slug: club.slug })}>{club.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
