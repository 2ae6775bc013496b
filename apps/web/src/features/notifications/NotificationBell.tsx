import { lazy, Suspense } from 'react';
import { loadChunk } from '../../lib/load-chunk';
import { useCurrentUser } from '../accounts/useCurrentUser';

/** Members only, and not on the first load's path: the bell comes in its own chunk just after. */
const LazyBell = lazy(() => loadChunk(() => import('./Bell')).then((module) => ({ default: module.Bell })));

export function NotificationBell() {
  const { isLoggedIn } = useCurrentUser();
  if (!isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <LazyBell />
    </Suspense>
  );
}
