import type { BillingOverview, PaidTier } from '@kingside/contract';
import { useEffect, useRef, useState } from 'react';
import { useServices } from '../../app/services';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { useSocketMessages } from '../play/useSocket';
import { isLive } from './subscription-status';

/** How often the billing is asked again while a paid checkout is being activated, and for how long. */
export const ACTIVATION_POLL_MS = 2000;
export const ACTIVATION_WAIT_MS = 30_000;

export type Activation =
  | { state: 'none' }
  | { state: 'waiting' }
  | { state: 'active'; tier: PaidTier }
  | { state: 'slow' };

/**
 * After the provider sends the member back (`?checkout=<id>`), the webhook may not have landed yet:
 * wait for the membership push, asking the billing again every 2 s meanwhile, for up to 30 s.
 */
export function useCheckoutActivation(
  checkoutId: string | null,
  overview: BillingOverview | null,
  reload: () => Promise<void>,
): Activation {
  const [timedOut, setTimedOut] = useState(false);
  const latestReload = useRef(reload);
  latestReload.current = reload;
  const subscription = overview && isLive(overview.subscription) ? overview.subscription : null;
  const waiting = checkoutId !== null && overview !== null && subscription === null;
  const { currentUser } = useServices();
  const { user } = useCurrentUser();
  const activeTier = subscription?.tier ?? null;

  useEffect(() => {
    // The push can land before this page's socket opens; when the poll sees the plan first, the
    // header and every other reader of the current user must still learn the new tier.
    if (checkoutId === null || activeTier === null || user.membership === activeTier) return;
    currentUser.current.expire();
    void currentUser.current.load().catch(() => {});
  }, [checkoutId, activeTier, user.membership, currentUser]);

  useSocketMessages((message) => {
    if (message.t === 'membership' && checkoutId !== null) void latestReload.current().catch(() => {});
  });

  useEffect(() => {
    if (!waiting) return;
    let polls = 0;
    const poll = setInterval(() => {
      void latestReload.current().catch(() => {});
      polls += 1;
      if (polls * ACTIVATION_POLL_MS < ACTIVATION_WAIT_MS) return;
      clearInterval(poll);
      setTimedOut(true);
    }, ACTIVATION_POLL_MS);
    return () => clearInterval(poll);
  }, [waiting]);

  if (checkoutId === null || overview === null) return { state: 'none' };
  if (subscription) return { state: 'active', tier: subscription.tier };
  return timedOut ? { state: 'slow' } : { state: 'waiting' };
}
