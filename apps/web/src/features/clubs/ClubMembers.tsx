import { CLUBS_API, type ClubMembersPage } from '@kingside/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services';
import { useRouteUrl } from '../../app/useLanguage';
import { useAlerts } from '../../lib/alerts';
import { serverMessage } from '../../lib/server-error';
import { clubAction, fetchMembers } from './clubs.api';
import '../../lib/i18n/locales/en.clubs';

/** A club's members with their role, best rating and presence, a page at a time; the owner names admins. */
export function ClubMembers({ slug, canManage }: { slug: string; canManage: boolean }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const alerts = useAlerts();
  const { http } = useServices();
  const [page, setPage] = useState<ClubMembersPage | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchMembers(http, slug, undefined, controller.signal).then(setPage, () => undefined);
    return () => controller.abort();
  }, [http, slug]);

  const more = async (current: ClubMembersPage) => {
    if (current.nextCursor === null) return;
    const next = await fetchMembers(http, slug, current.nextCursor);
    setPage({ ...next, members: [...current.members, ...next.members] });
  };
  const setRole = async (username: string, role: 'admin' | 'member') => {
    try {
      alerts.success((await clubAction(http, CLUBS_API.role(slug, username), { role })).message);
      setPage(await fetchMembers(http, slug));
    } catch (failure) {
      alerts.error(serverMessage(failure) ?? t('clubs.failedAction'));
    }
  };

  if (!page) return null;
  return (
    <section aria-labelledby="club-members">
      <h2 id="club-members">{t('clubs.membersTitle')}</h2>
      <div className="clubs__scroll">
        <table className="clubs__table">
          <tbody>
            {page.members.map((m) => (
              <tr key={m.userId}>
                <td>
                  <Link to={url('member', { username: m.username })}>{m.username}</Link>
                </td>
                <td>{t(`clubs.roles.${m.role}`)}</td>
                <td>{m.rating ?? '–'}</td>
                <td className={`clubs__presence--${m.presence}`}>{t(`clubs.presence.${m.presence}`)}</td>
                {canManage && (
                  <td>
                    {m.role !== 'owner' && (
                      <button
                        type="button"
                        className="button button--quiet button--small"
                        onClick={() => void setRole(m.username, m.role === 'admin' ? 'member' : 'admin')}
                      >
                        {m.role === 'admin' ? t('clubs.makeMember') : t('clubs.makeAdmin')}
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {page.nextCursor !== null && (
        <button type="button" className="button" onClick={() => void more(page)}>
          {t('clubs.more')}
        </button>
      )}
    </section>
  );
}
