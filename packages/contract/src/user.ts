import { type ArchiveView, DEFAULT_USER_VIEW, type HomeContentType } from './board';
import type { ChallengeView } from './challenge';
import type { ContentView } from './content';
import type { Language } from './locales';
import type { MembershipName } from './membership';
import type { GameView } from './play';
import type { MemberProfileView } from './profile';

/** The User client model of spec §3. */
export interface User {
  /** uuid */
  id: string;
  userId: number;
  username: string;
  isGuest: boolean;
  isModerator: boolean;
  isActivated: boolean;
  eligibleFirstTrial: boolean;
  membership: MembershipName;
  membershipLevel: number;
  flairCode: string | null;
  flair: string | null;
  country: string | null;
  chessTitle: string | null;
  avatarUrl: string | null;
  avatarLargeUrl: string | null;
}

/** The User state fields of spec §3 that exist so far. */
export interface UserState {
  isLoggedIn: boolean;
  isEnabled: boolean;
  isImpersonating: boolean;
  language: Language;
  contentLanguage: Language;
  speaksEnglish: boolean;
  timezone: string | null;
  lastLoginDate: string | null;
  registerDate: string | null;
  archiveView: ArchiveView;
  homeContentType: HomeContentType;
  fairPlayAgree: 0 | 1;
  isContentHidden: boolean;
  roles: string[];
  uuid: string;
}

/** `GET /callback/user/current`. Guests get a guest user with its own id and `isLoggedIn: false`. */
export interface CurrentUserPayload {
  user: User;
  state: UserState;
}

/** The public profile a member page shows. */
export interface MemberProfile {
  uuid: string;
  userId: number;
  username: string;
  membership: MembershipName;
  membershipLevel: number;
  closed: boolean;
  country: string | null;
  chessTitle: string | null;
  avatarUrl: string | null;
  registerDate: string;
  lastLoginDate: string | null;
}

/** Embedded in every HTML page as `<script id="page-context" type="application/json">` (§6). */
export interface PageContext {
  current: CurrentUserPayload;
  /** The page's language, from the URL prefix, the host, or English. */
  language: Language;
  /** Feature flags that switch features on and off. */
  features: Record<string, boolean>;
  /** The CSRF token bound to this session (also in the `XSRF-TOKEN` cookie). */
  csrfToken: string;
  /** Build stamp: persisted client state older than this is cleared (§9). */
  release: string;
  /** The matched route and what the server looked up for it, if anything. */
  route: { name: string; params: Record<string, string> } | null;
  page: {
    member?: MemberProfileView;
    /** An article, news item or blog post (its page's route says which). */
    article?: ContentView;
    game?: GameView;
    challenge?: ChallengeView;
  } | null;
  /** 404 when the URL names no page or no such entity: the app shows its not-found page. */
  status: 200 | 404;
}

/** What an article page shows: a content item (contract content.ts). */
export type ArticleView = ContentView;

export const PAGE_CONTEXT_ELEMENT_ID = 'page-context';

/** How a guest is named everywhere (games, seeks, the header): `Guest` + six hex digits of their id. */
export const guestName = (guestId: string): string => `Guest${guestId.replace(/-/g, '').slice(0, 6)}`;

/** Who a visitor is before logging in: a guest with their own id (empty when not known yet). */
export function guestCurrentUser(
  guestId: string,
  language: Language,
  username = guestId ? guestName(guestId) : '',
): CurrentUserPayload {
  return {
    user: {
      id: guestId,
      userId: 0,
      username,
      isGuest: true,
      isModerator: false,
      isActivated: false,
      eligibleFirstTrial: false,
      membership: 'guest',
      membershipLevel: 0,
      flairCode: null,
      flair: null,
      country: null,
      chessTitle: null,
      avatarUrl: null,
      avatarLargeUrl: null,
    },
    state: {
      isLoggedIn: false,
      isEnabled: true,
      isImpersonating: false,
      language,
      contentLanguage: language,
      speaksEnglish: language === 'en',
      timezone: null,
      lastLoginDate: null,
      registerDate: null,
      ...DEFAULT_USER_VIEW,
      fairPlayAgree: 0,
      isContentHidden: false,
      roles: [],
      uuid: guestId,
    },
  };
}
