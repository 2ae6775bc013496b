import { membershipName, type ServerMessage, TIERS } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useAlerts } from '../../lib/alerts';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { useSocketMessages } from '../play/useSocket';
import { GiftNotices } from './GiftNotices';

/**
 * Mounted app-wide for members: a tier change pushed over the tab's socket (paid, renewed, expired,
 * gifted) applies to every open page at once, and gifts received are shown on arrival. Using the
 * socket here is also what opens it for members on pages that have no game.
 */
export function MembershipListener() {
  const { user } = useCurrentUser();
  if (user.isGuest) return null;
  return (
    <>
      <LiveTier />
      <GiftNotices />
    </>
  );
}

function LiveTier() {
  const { t } = useTranslation();
  const { currentUser } = useServices();
  const alerts = useAlerts();

  useSocketMessages((message: ServerMessage) => {
    if (message.t !== 'membership') return;
    const now = currentUser.get();
    // At once from the push; then the whole user again, to be exact about everything derived from it.
    currentUser.current.prime({
      ...now,
      user: { ...now.user, membership: message.membership, membershipLevel: message.membershipLevel },
    });
    currentUser.current.expire();
    void currentUser.current.load().catch(() => {});
    const name = membershipName(message.membershipLevel) ?? message.membership;
    // Alerts are a polite live region: heard, and seen on whatever page is open.
    if ((TIERS as readonly string[]).includes(name))
      alerts.success(t('membershipLive.changed', { tier: t(`membershipLevel.${name}`) }));
  });

  return null;
}
