import './relations.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { FollowSuggestions } from './FollowSuggestions';
import { FriendRequests } from './FriendRequests';
import { FriendsList } from './FriendsList';
import { InviteFriends } from './InviteFriends';
import { MemberSearch } from './MemberSearch';
import '../../lib/i18n/locales/en.social';

/** `/social`: find players, answer requests, see friends, follow suggestions, invite friends. */
export function SocialPage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const { user, isLoggedIn } = useCurrentUser();
  useDocumentTitle('social');

  return (
    <div className="social">
      <header className="social__intro">
        <h1>{t('social.title')}</h1>
        <p className="lead">{t('social.lead')}</p>
      </header>
      {!isLoggedIn ? (
        <div className="notice">
          <p>{t('social.login')}</p>
          <Link
            className="button button--primary"
            to={url('login_and_go', undefined, { target: url('social') })}
          >
            {t('social.loginButton')}
          </Link>
        </div>
      ) : (
        <div className="social__grid">
          <div className="social__main">
            <MemberSearch />
            <FriendRequests />
            <FriendsList username={user.username} />
          </div>
          <aside className="social__side">
            <FollowSuggestions />
            <InviteFriends />
          </aside>
        </div>
      )}
    </div>
  );
}
