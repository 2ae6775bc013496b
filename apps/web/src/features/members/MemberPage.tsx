import './profile.css';
import type { MemberProfile } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useLanguage } from '../../app/useLanguage';
import { ChallengeButton } from '../challenges/ChallengeButton';
import { NotFoundPage } from '../errors/NotFoundPage';
import { MembershipBadge } from '../membership/MembershipBadge';
import { ReportButton } from '../moderation';
import { Avatar } from './Avatar';
import { useMemberProfile } from './useMemberProfile';

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="profile profile--loading" aria-busy="true">
      <span className="visually-hidden">{t('member.loading')}</span>
      <div className="skeleton skeleton--avatar" />
      <div className="profile__body">
        <div className="skeleton skeleton--heading" />
        <div className="skeleton skeleton--line skeleton--short" />
      </div>
    </div>
  );
}

function ProfileCard({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));

  return (
    <div className={`profile${profile.closed ? ' profile--closed' : ''}`}>
      <Avatar username={profile.username} url={profile.avatarUrl} size={88} />
      <div className="profile__body">
        <h1 className="profile__name">
          {profile.chessTitle && <abbr className="chess-title">{profile.chessTitle}</abbr>}
          {profile.username}
        </h1>
        <p className="profile__meta">
          <MembershipBadge membership={profile.membership} />
          <span>{t('member.joined', { date: date(profile.registerDate) })}</span>
          {profile.lastLoginDate && !profile.closed && (
            <span>{t('member.lastSeen', { date: date(profile.lastLoginDate) })}</span>
          )}
        </p>
        {!profile.closed && (
          <div className="profile__actions">
            <ChallengeButton username={profile.username} />
            <ReportButton username={profile.username} />
          </div>
        )}
        {profile.closed && (
          <div className="notice notice--closed">
            <strong>{t('member.closed')}</strong> {t('member.closedText')}
          </div>
        )}
      </div>
    </div>
  );
}

export function MemberPage() {
  const { t } = useTranslation();
  const { username = '' } = useParams();
  const { state, retry } = useMemberProfile(username);
  const shownName = state.status === 'loaded' ? state.profile.username : username;
  // The 404 page sets its own title, but a parent's effect runs after its child's: say it here too.
  useDocumentTitle(state.status === 'not_found' ? 'not_found' : 'member', { username: shownName });

  switch (state.status) {
    case 'not_found':
      return <NotFoundPage />;
    case 'loading':
      return <ProfileSkeleton />;
    case 'failed':
      return (
        <div className="notice" role="alert">
          <p>{t('app.genericError')}</p>
          <button type="button" className="button" onClick={retry}>
            {t('app.tryAgain')}
          </button>
        </div>
      );
    default:
      return <ProfileCard profile={state.profile} />;
  }
}
