import { MESSAGES_TEXTS } from '@kingside/contract';
import { AppError } from '../../platform/errors';
import type { MuteCheck } from './messages.ports';

/** "2026-11-25 10:00 UTC": when a mute ends, as the refusal says it. */
export const muteEnd = (until: Date) => `${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Refuses a muted member: 403 `member_muted`, saying until when. */
export async function refuseMuted(mutedUntil: MuteCheck, userId: number, now: Date): Promise<void> {
  const until = await mutedUntil(userId);
  if (until && until > now)
    throw new AppError('member_muted', 403, MESSAGES_TEXTS.member_muted(muteEnd(until)));
}
