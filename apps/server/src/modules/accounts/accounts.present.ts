import {
  type ArchiveView,
  type CurrentUserPayload,
  deriveLevel,
  guestCurrentUser,
  type HomeContentType,
  isAtLeast,
  isClosedLevel,
  type Language,
  type MemberProfile,
  membershipName,
  parseLocale,
  shownFlair,
} from '@kingside/contract';
import type { UserRow } from './accounts.tables';
import { membershipOf } from './membership-of';

/**
 * The current user is memoised per session row, not per flag change: a flagged flair category's
 * symbol shows here whatever the flags; the profile and the hover card check the flags.
 */
const ALL_FLAIR_FLAGS = { flair_clash: true, flair_duolingo: true, flair_discord: true };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function levelOf(user: Pick<UserRow, 'tier' | 'role' | 'closure'>): number {
  return deriveLevel(membershipOf(user));
}

/** §3: a basic member (no role, no closure) who never took a trial or a subscription. */
export function eligibleFirstTrial(user: UserRow): boolean {
  return levelOf(user) === 10 && !user.trialUsed;
}

/** `ROLE_USER` plus the member's tier and staff role; guests have none (§6). */
export function rolesOf(user: UserRow | null): string[] {
  if (!user) return [];
  const parts = membershipOf(user);
  const roles = ['ROLE_USER', `ROLE_${parts.tier.toUpperCase()}`];
  if (parts.role) roles.push(`ROLE_${parts.role.toUpperCase()}`);
  if (parts.role === 'staff') roles.push('ROLE_MODERATOR');
  return roles;
}

function languageOf(user: UserRow | null, fallback: Language): Language {
  return (user && parseLocale(user.language)) || fallback;
}

/** The current-user payload: the User client model and the User state of spec §3. */
export function presentCurrentUser(
  user: UserRow | null,
  guestId: string,
  language: Language,
  isImpersonating = false,
): CurrentUserPayload {
  if (!user) return guestCurrentUser(guestId, language);
  const level = levelOf(user);
  const userLanguage = languageOf(user, language);
  return {
    user: {
      id: user.uuid,
      userId: user.userId,
      username: user.username,
      isGuest: false,
      isModerator: isAtLeast(level, 'moderator'),
      isActivated: user.isActivated,
      eligibleFirstTrial: eligibleFirstTrial(user),
      membership: membershipName(level) ?? 'basic',
      membershipLevel: level,
      flairCode: user.flairCode,
      flair: shownFlair(user.flairCode, level, ALL_FLAIR_FLAGS)?.symbol ?? null,
      country: user.country,
      chessTitle: user.chessTitle,
      avatarUrl: user.avatarUrl,
      avatarLargeUrl: user.avatarLargeUrl ?? user.avatarUrl,
    },
    state: {
      isLoggedIn: true,
      isEnabled: !isClosedLevel(level),
      isImpersonating,
      language,
      contentLanguage: (user.contentLanguage && parseLocale(user.contentLanguage)) || userLanguage,
      speaksEnglish: userLanguage === 'en',
      timezone: user.timezone,
      lastLoginDate: iso(user.lastLoginAt),
      registerDate: iso(user.createdAt),
      archiveView: user.archiveView as ArchiveView,
      homeContentType: user.homeContentType as HomeContentType,
      fairPlayAgree: user.fairPlayAgree === 1 ? 1 : 0,
      isContentHidden: false,
      roles: rolesOf(user),
      uuid: user.uuid,
    },
  };
}

export function presentMemberProfile(user: UserRow): MemberProfile {
  const level = levelOf(user);
  return {
    uuid: user.uuid,
    userId: user.userId,
    username: user.username,
    membership: membershipName(level) ?? 'basic',
    membershipLevel: level,
    closed: isClosedLevel(level),
    country: user.country,
    chessTitle: user.chessTitle,
    avatarUrl: user.avatarUrl,
    registerDate: user.createdAt.toISOString(),
    lastLoginDate: iso(user.lastLoginAt),
  };
}
