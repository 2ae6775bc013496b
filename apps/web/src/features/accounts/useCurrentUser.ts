import { useSyncExternalStore } from 'react';
import { useServices } from '../../app/services';

/** The current user and state (§3), re-rendering when a login, logout or other tab changes them. */
export function useCurrentUser() {
  const { currentUser } = useServices();
  const { user, state } = useSyncExternalStore(currentUser.subscribe, currentUser.get);
  return { user, state, isLoggedIn: state.isLoggedIn, store: currentUser };
}
