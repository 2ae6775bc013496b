import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useServices } from '../../app/services';
import { useCurrentUser } from './useCurrentUser';

const NONE: readonly string[] = [];

/** §6: the current user's roles, fetched once per session from the roles endpoint and cached; guests have none. */
export function useRoles(): readonly string[] {
  const { currentUser } = useServices();
  const { isLoggedIn, user } = useCurrentUser();
  const subscribe = useCallback(
    (listener: () => void) => currentUser.roles.subscribe(listener),
    [currentUser],
  );
  const roles = useSyncExternalStore(subscribe, () => currentUser.roles.data ?? NONE);
  const memberId = isLoggedIn ? user.id : null;
  useEffect(() => {
    // Runs again when someone else logs in here: the store expired the old roles with the session.
    if (memberId !== null) void currentUser.roles.load().catch(() => {});
  }, [currentUser, memberId]);
  return isLoggedIn ? roles : NONE;
}
