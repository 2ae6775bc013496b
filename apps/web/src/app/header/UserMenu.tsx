import { isAtLeast } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { logOut } from '../../features/accounts/accounts.api';
import { useCurrentUser } from '../../features/accounts/useCurrentUser';
import { Avatar } from '../../features/members/Avatar';
import { MembershipBadge } from '../../features/membership/MembershipBadge';
import { useAlerts } from '../../lib/alerts';
import { useServices } from '../services';
import { useRouteUrl } from '../useLanguage';
import { ChevronIcon } from './Icons';
import { useDisclosure } from './useDisclosure';

/** Log in / Sign up for guests; for members a menu named by their username. */
export function UserMenu() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const { http } = useServices();
  const alerts = useAlerts();
  const { user, isLoggedIn, store } = useCurrentUser();
  const menu = useDisclosure();

  if (!isLoggedIn) {
    return (
      <div className="account">
        <Link className="button button--quiet" to={url('login')}>
          {t('userMenu.logIn')}
        </Link>
        <Link className="button button--primary" to={url('register')}>
          {t('userMenu.signUp')}
        </Link>
      </div>
    );
  }

  const logOutNow = async () => {
    menu.close();
    try {
      await logOut(http);
      await store.sessionChanged();
      alerts.success(t('userMenu.loggedOut'));
    } catch {
      alerts.error(t('app.genericError'));
    }
  };

  return (
    <div className="account dropdown" {...menu.rootProps}>
      <button className="account__button dropdown__button" {...menu.buttonProps}>
        <Avatar username={user.username} url={user.avatarUrl} size={28} />
        <span className="account__name">{user.username}</span>
        <span className="account__badge">
          <MembershipBadge membership={user.membership} hidden />
        </span>
        <ChevronIcon />
      </button>
      <div className="dropdown__panel dropdown__panel--end" {...menu.panelProps}>
        <p className="dropdown__note">
          {t('userMenu.memberOf', { level: t(`membershipLevel.${user.membership}`) })}
        </p>
        <ul>
          <li>
            <Link
              className="dropdown__item"
              to={url('member', { username: user.username })}
              onClick={menu.close}
            >
              {t('userMenu.profile')}
            </Link>
          </li>
          <li>
            <Link className="dropdown__item" to={url('messages')} onClick={menu.close}>
              {t('dm.menu')}
            </Link>
          </li>
          <li>
            <Link className="dropdown__item" to={url('settings')} onClick={menu.close}>
              {t('userMenu.settings')}
            </Link>
          </li>
          {isAtLeast(user.membershipLevel, 'moderator') && (
            <li>
              <Link className="dropdown__item" to={url('staff_reports')} onClick={menu.close}>
                {t('staff.menu.reports')}
              </Link>
            </li>
          )}
          {isAtLeast(user.membershipLevel, 'staff') && (
            <>
              <li>
                <Link className="dropdown__item" to={url('staff_members')} onClick={menu.close}>
                  {t('staff.menu.members')}
                </Link>
              </li>
              <li>
                <Link className="dropdown__item" to={url('staff_audit')} onClick={menu.close}>
                  {t('staff.menu.audit')}
                </Link>
              </li>
              <li>
                <Link className="dropdown__item" to={url('staff_coupons')} onClick={menu.close}>
                  {t('staff.menu.coupons')}
                </Link>
              </li>
              <li>
                <Link className="dropdown__item" to={url('staff_authors')} onClick={menu.close}>
                  {t('staff.menu.authors')}
                </Link>
              </li>
            </>
          )}
          <li>
            <button type="button" className="dropdown__item" onClick={logOutNow}>
              {t('userMenu.logOut')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
