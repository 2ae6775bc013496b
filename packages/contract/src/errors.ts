import type { EntitlementFeature } from './entitlements';
import type { Tier } from './membership';

/** Stable error codes: every 4xx/5xx body is `{"error":{"code","message"}}` with one of these. */
export const ERROR_CODES = [
  'bad_request',
  'invalid_json',
  'validation_failed',
  'payload_too_large',
  'unsupported_media_type',
  'not_found',
  'method_not_allowed',
  'csrf_token_invalid',
  'origin_forbidden',
  'unauthenticated',
  'forbidden',
  'invalid_credentials',
  'account_closed',
  'username_taken',
  'email_taken',
  'username_invalid',
  'username_reserved',
  'password_too_short',
  'password_too_long',
  'rate_limited',
  'conflict',
  // Challenges and rematches.
  'challenge_self',
  'challenge_unavailable',
  'challenge_not_pending',
  'rated_needs_members',
  'daily_needs_members',
  // Daily games' conditional moves (DAILY_MESSAGES).
  'conditional_illegal',
  'conditional_not_now',
  'vacation_on',
  'vacation_off',
  'vacation_used_up',
  'game_not_over',
  'computer_move_illegal',
  'computer_end_invalid',
  'computer_level_invalid',
  'challenge_blocked',
  // Friends, follows, blocks and tracking (RELATIONS_MESSAGES).
  'relation_self',
  'member_closed',
  'relation_blocked',
  'already_friends',
  'not_friends',
  'friend_request_not_found',
  'friend_request_cooling_down',
  // Two-factor login (TWO_FACTOR_MESSAGES).
  'two_factor_invalid_code',
  'two_factor_code_used',
  'two_factor_not_pending',
  'two_factor_already_enabled',
  'two_factor_not_enabled',
  'two_factor_setup_missing',
  'two_factor_unavailable',
  // Email verification, password reset and change.
  'token_invalid',
  'password_wrong',
  'already_activated',
  // Platform tokens and services.
  'insufficient_scope',
  'unknown_setting',
  'invalid_setting_value',
  // Staff closures and impersonation (STAFF_MESSAGES).
  'impersonation_refused',
  'impersonation_read_only',
  'not_impersonating',
  // The managed bot challenge (BOT_CHECK_MESSAGES).
  'bot_challenge_required',
  'bot_check_invalid',
  'bot_check_expired',
  'bot_check_used',
  // Paid membership (BILLING_MESSAGES).
  'tier_unknown',
  'coupon_unknown',
  'coupon_expired',
  'coupon_used_up',
  'card_declined',
  'card_invalid',
  'payment_requires_action',
  'checkout_not_found',
  'checkout_closed',
  'subscription_not_found',
  'subscription_not_active',
  'already_subscribed',
  'gift_refused',
  'gift_self',
  'webhook_signature_invalid',
  'upgrade_required',
  'quota_exceeded',
  'billing_unavailable',
  // Reports and moderation (MODERATION_MESSAGES).
  'report_self',
  'report_duplicate',
  'reports_resolved',
  'moderation_needs_member',
  'moderation_refused',
  // Profiles and avatars (PROFILE_MESSAGES).
  'profile_not_owner',
  'flair_unavailable',
  'avatar_type',
  'avatar_too_large',
  'avatar_too_many_pixels',
  'avatar_undecodable',
  // Direct messages and game chat (MESSAGES_TEXTS).
  'message_self',
  'message_blocked',
  'member_muted',
  // Content and comments (CONTENT_MESSAGES; the empty comment is §5's).
  'comment_empty',
  'comment_not_found',
  'comments_locked',
  'comment_blocked',
  'reply_depth',
  'content_forbidden',
  'author_role_required',
  'slug_taken',
  'staff_only',
  'publish_at_required',
  'image_type',
  'image_too_large',
  'image_too_many_pixels',
  'image_undecodable',
  // Chess videos (VIDEO_MESSAGES).
  'video_type',
  'video_too_large',
  'video_link',
  'video_file_missing',
  'video_source_required',
  'range_not_satisfiable',
  // Statistics and the introductions (issue 21): an item §7 does not name; a year not the caller's.
  'unknown_item',
  'year_not_accessible',
  // Forums, surveys and clubs (FORUM_MESSAGES, SURVEY_MESSAGES, CLUB_MESSAGES).
  'forum_topic_locked',
  'forum_blocked',
  'forum_not_author',
  'forum_club_members_only',
  'forum_quote_elsewhere',
  'survey_closed',
  'survey_already_voted',
  'club_slug_taken',
  'club_not_member',
  'club_already_member',
  'club_not_admin',
  'club_owner_stays',
  'club_request_pending',
  'club_invite_only',
  // Club matches (CLUB_MATCH_MESSAGES).
  'club_match_same_club',
  'club_match_closed',
  'club_match_rating',
  'club_match_registered',
  'club_match_not_registered',
  'club_match_both_clubs',
  // Puzzles (PUZZLES_MESSAGES).
  'puzzle_not_found',
  'puzzle_illegal_move',
  'puzzle_too_many_moves',
  'puzzle_not_current',
  'puzzle_not_daily',
  'puzzle_not_due',
  'puzzle_streak_none',
  // Lesson courses (LESSONS_MESSAGES).
  'lesson_not_found',
  'lesson_illegal_move',
  'lesson_too_many_moves',
  // Game review (REVIEW_MESSAGES).
  'review_mismatch',
  'review_deep_not_started',
  // Tournaments (TOURNAMENT_MESSAGES).
  'tournament_already_joined',
  'tournament_conditions',
  'tournament_not_joined',
  'tournament_finished',
  'tournament_withdrawn',
  'tournament_paused',
  'tournament_registration_closed',
  'internal',
  // Member search (§5): a query that is not one string.
  'search_query_not_string',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    field?: string;
    /** With `upgrade_required`: the feature asked for and the lowest tier that unlocks it (the upsell). */
    upgrade?: { feature: EntitlementFeature; tier: Tier | null };
    /** With `quota_exceeded`: when the member's allowance renews (ISO instant, their midnight). */
    resetsAt?: string;
  };
  /** A fresh CSRF token, sent with `csrf_token_invalid` so the client can retry once (§4). */
  _token?: string;
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}
