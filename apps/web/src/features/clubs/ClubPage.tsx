import './clubs.css';
import { CLUBS_API, type ClubView } from '@kingside/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useLanguage, useRouteUrl } from '../../app/useLanguage';
import { errorStatus } from '../../lib/server-error';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { formatWhen } from '../messages/format';
import { ClubAdminPanel } from './ClubAdminPanel';
import { ClubChat } from './ClubChat';
import { ClubLiveGames } from './ClubLiveGames';
import { ClubLoadStatus } from './ClubLoadStatus';
import { ClubMatches } from './ClubMatches';
import { ClubMembers } from './ClubMembers';
import { ClubTournamentForm, ClubTournaments } from './ClubTournaments';
import { clubAction, fetchClub } from './clubs.api';
import { useClubAction } from './use-club-action';
import '../../lib/i18n/locales/en.clubs';

type State =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'missing' }
  | { status: 'loaded'; club: ClubView };

/** `/club/{slug}`: a club's page: join or leave, its news, members with ratings and presence, its forum. */
export function ClubPage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const language = useLanguage();
  const { http } = useServices();
  const { isLoggedIn } = useCurrentUser();
  const { slug = '' } = useParams();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useDocumentTitle('club');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry or an action is exactly why it asks again
  useEffect(() => {
    const controller = new AbortController();
    fetchClub(http, slug, controller.signal).then(
      (club) => setState({ status: 'loaded', club }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: errorStatus(error) === 404 ? 'missing' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [http, slug, attempt]);
  const reload = () => setAttempt((n) => n + 1);

  const { busy, act } = useClubAction((path) => clubAction(http, path), reload);

  if (state.status !== 'loaded')
    return <ClubLoadStatus status={state.status} notFound={t('clubs.notFound')} retry={reload} />;
  const { club } = state;
  const isAdmin = club.myRole === 'owner' || club.myRole === 'admin';
  return (
    <div className="clubs">
      <p>
        <Link to={url('clubs')}>{t('clubs.title')}</Link>
      </p>
      <header className="clubs__head">
        {club.avatarUrl && (
          <img className="clubs__avatar" src={club.avatarUrl} alt="" width={72} height={72} />
        )}
        <h1>{club.name}</h1>
        <p className="clubs__meta">
          {t('clubs.members', { count: club.memberCount })} ·{' '}
          {club.joinPolicy === 'open' ? t('clubs.open') : t('clubs.byRequest')}
          {club.country ? ` · ${club.country}` : ''}
        </p>
        <p>{club.description}</p>
      </header>
      <div className="clubs__actions">
        {club.myRole && <span>{t('clubs.yourRole', { role: t(`clubs.roles.${club.myRole}`) })}</span>}
        {isLoggedIn && !club.myRole && club.pending !== 'request' && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void act(CLUBS_API.join(slug))}
          >
            {club.joinPolicy === 'open' || club.pending === 'invite' ? t('clubs.join') : t('clubs.askToJoin')}
          </button>
        )}
        {club.pending === 'request' && <span className="clubs__meta">{t('clubs.requested')}</span>}
        {club.pending === 'invite' && <span className="clubs__meta">{t('clubs.invited')}</span>}
        {club.myRole && club.myRole !== 'owner' && (
          <button
            type="button"
            className="button button--quiet"
            disabled={busy}
            onClick={() => void act(CLUBS_API.leave(slug))}
          >
            {t('clubs.leave')}
          </button>
        )}
        <Link className="button" to={url('forum_category', { category: club.forumSlug })}>
          {t('clubs.forum')}
        </Link>
      </div>
      <section className="clubs__news" aria-labelledby="club-news">
        <h2 id="club-news">{t('clubs.news')}</h2>
        {club.news.length === 0 && <p className="clubs__meta">{t('clubs.noNews')}</p>}
        {club.news.map((item) => (
          <article key={item.id}>
            <h3>{item.title}</h3>
            <p className="clubs__meta">
              {item.author} · {formatWhen(item.createdAt, language)}
            </p>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised on the server (platform/markdown) */}
            <div dangerouslySetInnerHTML={{ __html: item.html }} />
          </article>
        ))}
      </section>
      {club.myRole && <ClubChat slug={slug} />}
      <ClubLiveGames slug={slug} />
      <ClubMatches slug={slug} />
      <ClubTournaments slug={slug} />
      <ClubMembers slug={slug} canManage={club.myRole === 'owner'} key={attempt} />
      {/* Last: what members come for (news, chat, games, matches) leads; the admin's tools follow. */}
      {isAdmin && <ClubAdminPanel club={club} onChanged={reload} />}
      {isAdmin && <ClubTournamentForm club={club} />}
    </div>
  );
}
