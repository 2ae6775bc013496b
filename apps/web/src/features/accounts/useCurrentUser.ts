import { matchPath } from '@kingside/contract';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useServices } from '../../app/services';
import { guestPageContext } from '../../lib/page-context';

const NOBODY = guestPageContext().current;

/**
 * The current user and state (§3), re-rendering when a login, logout or other tab changes them. On
 * the two-factor login page the user counts as not logged in (§2), whatever the session says.
 */
export function useCurrentUser() {
  const { currentUser } = useServices();
  const snapshot = useSyncExternalStore(currentUser.subscribe, currentUser.get);
  const onTwoFactorPage = matchPath(useLocation().pathname)?.route.name === 'two_factor';
  const { user, state } = onTwoFactorPage ? NOBODY : snapshot;
  return { user, state, isLoggedIn: state.isLoggedIn, store: currentUser };
}
