import './profile.css';
import {
  countryFlag,
  isClosedLevel,
  type MemberProfileView,
  MembershipLevel,
  type RelationState,
} from '@kingside/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useLanguage, useRouteUrl } from '../../app/useLanguage';
import type { enMembers } from '../../lib/i18n/locales/en.members';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { MemberClubs } from '../clubs/MemberClubs';
import { NotFoundPage } from '../errors/NotFoundPage';
import { MemberLeagues } from '../leagues/MemberLeagues';
import { MembershipBadge } from '../membership/MembershipBadge';
import { useRelationPushes } from '../relations';
import { StreakCard } from '../stats/StreakCard';
import { Avatar } from './Avatar';
import { AvatarUpload } from './AvatarUpload';
import { MemberActions } from './MemberActions';
import { ProfileEditor } from './ProfileEditor';
import { FriendsSection, RatingsSection, RecentGamesSection } from './ProfileSections';
import { useMemberProfile, useShownProfile } from './useMemberProfile';
import '../../lib/i18n/locales/en.members';
import '../../lib/i18n/locales/en.stats';

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

function Presence({ profile }: { profile: MemberProfileView }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const { status, gameId } = profile.presence;
  return (
    <span className={`presence presence--${status}`}>
      <span className={`presence-dot presence-dot--${status}`} aria-hidden="true" />
      {t(`profile.presence.${status}`)}
      {gameId && (
        <Link to={url('game', { id: gameId })} className="presence__game">
          {t('profile.watchGame')}
        </Link>
      )}
    </span>
  );
}

function ProfileHeader({
  profile,
  isOwner,
  onChange,
  onRelationChange,
  onEdit,
}: {
  profile: MemberProfileView;
  isOwner: boolean;
  onChange(profile: MemberProfileView): void;
  onRelationChange(relation: RelationState): void;
  onEdit?: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const url = useRouteUrl();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
  const flag = countryFlag(profile.country);
  const countryName = profile.country
    ? (new Intl.DisplayNames([language, 'en'], { type: 'region' }).of(profile.country) ?? profile.country)
    : null;
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const closedKind = isClosedLevel(MembershipLevel[profile.membership])
    ? (profile.membership as keyof typeof enMembers.profile.closedStatus)
    : null;

  return (
    <header className={`profile${profile.closed ? ' profile--closed' : ''}`}>
      <div className="profile__avatar">
        <Avatar username={profile.username} url={profile.avatarLargeUrl} size={120} />
        {isOwner && (
          <AvatarUpload
            onUploaded={(avatar) =>
              onChange({ ...profile, ...avatar, avatarLargeUrl: avatar.avatarLargeUrl })
            }
          />
        )}
      </div>
      <div className="profile__body">
        <h1 className="profile__name">
          {profile.chessTitle && <abbr className="chess-title">{profile.chessTitle}</abbr>}
          {profile.username}
          {profile.flair && (
            <span className="flair" aria-hidden="true">
              {profile.flair}
            </span>
          )}
        </h1>
        {fullName && <p className="profile__fullname">{fullName}</p>}
        <p className="profile__meta">
          {profile.computerBot ? (
            <span className="profile__computer">{t('member.computer')}</span>
          ) : (
            <MembershipBadge membership={profile.membership} />
          )}
          {!profile.closed && <Presence profile={profile} />}
          {countryName && (
            <span className="profile__country">
              {flag && (
                <span className="profile__flag" aria-hidden="true">
                  {flag}
                </span>
              )}
              {countryName}
            </span>
          )}
          {profile.location && <span>{profile.location}</span>}
        </p>
        <p className="profile__meta profile__dates">
          <span>{t('member.joined', { date: date(profile.registerDate) })}</span>
          {profile.lastLoginDate && !profile.closed && (
            <span>{t('profile.lastOnline', { date: date(profile.lastLoginDate) })}</span>
          )}
        </p>
        {closedKind && (
          <div className="notice notice--closed">
            <strong>{t(`profile.closedStatus.${closedKind}`)}</strong> {t('member.closedText')}
          </div>
        )}
        {!profile.closed && (
          <div className="profile__actions">
            {/* A computer player takes no challenge or message: it plays on its own page. */}
            {profile.computerBot ? (
              <Link
                className="button button--primary"
                to={`${url('play_computer')}?bot=${profile.computerBot}`}
              >
                {t('member.playComputer', { username: profile.username })}
              </Link>
            ) : (
              !isOwner && (
                <MemberActions
                  username={profile.username}
                  relation={profile.relation}
                  onRelationChange={onRelationChange}
                />
              )
            )}
            {onEdit && (
              <button type="button" className="button button--quiet" onClick={onEdit}>
                {t('profile.edit')}
              </button>
            )}
          </div>
        )}
      </div>
    </header>
  );
}

/** Listens, while mounted, for the relation pushes of the tab's socket (members only: guests open no socket here). */
function RelationPushes({ onPush }: { onPush(username: string): void }) {
  useRelationPushes(onPush);
  return null;
}

function ProfileView({ loaded }: { loaded: MemberProfileView }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const { user, isLoggedIn } = useCurrentUser();
  const { profile, replace, refresh } = useShownProfile(loaded);
  const [editing, setEditing] = useState(false);
  const isOwner = isLoggedIn && user.userId === profile.userId && !profile.closed;
  const onPush = useCallback(
    (from: string) => {
      if (from.toLowerCase() === profile.username.toLowerCase()) refresh();
    },
    [profile.username, refresh],
  );

  return (
    <div className="profile-page">
      {isLoggedIn && !isOwner && <RelationPushes onPush={onPush} />}
      <ProfileHeader
        profile={profile}
        isOwner={isOwner}
        onChange={replace}
        onRelationChange={(relation) => {
          // Shown at once (a block hides challenge and message); the fresh copy brings the friends list.
          replace({ ...profile, relation });
          refresh();
        }}
        onEdit={isOwner && !editing ? () => setEditing(true) : undefined}
      />
      {editing && (
        <ProfileEditor
          profile={profile}
          onSaved={(saved) => {
            replace(saved);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      )}
      {!profile.closed && (
        <div className="profile-grid">
          <div className="profile-grid__main">
            <RatingsSection profile={profile} />
            <RecentGamesSection profile={profile} />
          </div>
          <aside className="profile-grid__side">
            <StreakCard
              username={profile.username}
              own={isOwner}
              footer={
                <Link className="streak-card__link" to={url('stats', { username: profile.username })}>
                  {t('stats.title')}
                </Link>
              }
            />
            {profile.bio && (
              <section className="profile-card" aria-labelledby="profile-about">
                <h2 id="profile-about">{t('profile.about')}</h2>
                <p className="profile__bio">{profile.bio}</p>
              </section>
            )}
            <FriendsSection profile={profile} />
            <MemberLeagues username={profile.username} />
            <MemberClubs username={profile.username} />
          </aside>
        </div>
      )}
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
      return <ProfileView loaded={state.profile} />;
  }
}
