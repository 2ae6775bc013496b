import type { ErrorCode } from '@kingside/contract';
import { AppError } from '../../../platform/errors';

/** What a refused challenge, accept or rematch says. */
export const CHALLENGE_MESSAGES = {
  not_found: 'There is no such challenge.',
  challenge_self: 'You cannot challenge yourself.',
  challenge_unavailable: 'This member cannot be challenged.',
  challenge_blocked: 'You cannot challenge this member.',
  challenge_not_pending: 'This challenge is no longer open.',
  rated_needs_members: 'Rated games are for members only. Log in to play rated.',
  game_not_over: 'The game is still on.',
  not_yours: 'This challenge is not yours to answer.',
  not_challenger: 'Only the challenger can cancel a challenge.',
  not_a_player: 'Only the players of this game can ask for a rematch.',
  daily_needs_members: 'Daily games are for members only. Log in to play one.',
} as const;

const STATUS: Partial<Record<ErrorCode, number>> = {
  challenge_self: 400,
  challenge_unavailable: 403,
  challenge_blocked: 403,
  challenge_not_pending: 409,
  rated_needs_members: 400,
  daily_needs_members: 400,
  game_not_over: 409,
};
/** The refusal with its code, status and words. */
export const refuse = (code: keyof typeof STATUS & keyof typeof CHALLENGE_MESSAGES) =>
  new AppError(code, STATUS[code]!, CHALLENGE_MESSAGES[code]);
