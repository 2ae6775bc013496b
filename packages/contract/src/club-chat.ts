/**
 * Club chat (issue 19): one room per club, for its members only. New lines travel over the tab's
 * socket (`clubChat.join`, `clubChat.say` → `clubChat.line`); history is paged by a web callback.
 */
import type { ChatLine } from './direct-messages';

export const CLUB_CHAT_API = {
  /** GET `?before=<line id>`: a page of the club's chat, oldest first (members only). */
  history: (slug: string) => `/callback/clubs/${encodeURIComponent(slug.toLowerCase())}/chat`,
} as const;

export const CLUB_CHAT_MAX_LENGTH = 280;
/** Lines one member may say per window, in all their clubs together. */
export const CLUB_CHAT_RATE = { limit: 8, windowMs: 10_000 } as const;
/** Lines in one history page. */
export const CLUB_CHAT_PAGE = 50;

export interface ClubChatPage {
  /** Oldest first; lines of members blocked either way with the reader are left out. */
  lines: ChatLine[];
  /** Whether older lines remain: ask again with `before` = the first line's id. */
  more: boolean;
}

export const CLUB_CHAT_TEXTS = {
  membersOnly: 'Only members of this club can read and write its chat.',
  rateLimited: 'You are chatting too fast. Wait a few seconds.',
} as const;
