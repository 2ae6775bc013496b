/** What other features use of membership: the tier badge, the upsell, and the app-wide listener. */
export { MembershipBadge } from './MembershipBadge';
export { MembershipListener } from './MembershipListener';
export { UpgradePrompt } from './UpgradePrompt';
