import { randomInt } from 'node:crypto';
import { type Speed, speedOf, type TimeControl } from '@kingside/contract';
import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import { newClock } from './core';
import { firstDailyTurn } from './daily/daily-decide';
import { loadDailyTerms } from './daily/daily-terms';
import { clockColumns } from './game-clock';
import { deadlineOf } from './game-state';
import type { PlayRepo } from './play.repo';
import type { GameRow } from './play.tables';
import { PLAY_MESSAGES, PlayError } from './play-error';
import type { PlayerRef } from './player';
import { ensureRatings, isProvisional, ratingsOf } from './ratings';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export const newGameId = () =>
  Array.from({ length: 8 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');

export interface NewGameInput {
  white: PlayerRef;
  black: PlayerRef;
  tc: TimeControl;
  rated: boolean;
  /** A daily game: days per move (contract DAILY_DAYS), `tc` is then ignored. */
  daily?: { daysPerMove: number; weekendPause: boolean };
  /** An arena game: each player may go berserk before their first move (live games only). */
  berserkable?: boolean;
}

/**
 * A new game's row, stored: the players' ratings as they stand, a live game's clock or a daily
 * game's first deadline, under an id no game has yet. `now` is the time it was made at.
 */
export async function insertNewGame(
  deps: { db: Db; clock: Clock },
  repo: PlayRepo,
  input: NewGameInput,
): Promise<{ row: GameRow; now: Date }> {
  if (input.rated && (input.white.userId === null || input.black.userId === null)) {
    throw new PlayError('not_allowed', PLAY_MESSAGES.guests_unrated);
  }
  const speed: Speed = input.daily ? 'daily' : speedOf(input.tc);
  const memberIds = [input.white.userId, input.black.userId].filter((id): id is number => id !== null);
  const found = await ratingsOf(repo, memberIds, speed);
  const rating = (p: PlayerRef) => (p.userId === null ? null : found.get(p.userId)!);
  if (input.rated) await ensureRatings(repo, memberIds, speed, deps.clock.now());
  const now = deps.clock.now();
  const clock = newClock(input.tc);
  const timing = input.daily
    ? {
        ...input.daily,
        initialSeconds: input.daily.daysPerMove * 86_400,
        incrementSeconds: 0,
        ...firstDailyTurn(
          input.daily,
          now,
          await loadDailyTerms(
            deps.db,
            { whiteUserId: input.white.userId, blackUserId: input.black.userId },
            now,
          ),
        ),
      }
    : {
        initialSeconds: input.tc.initial,
        incrementSeconds: input.tc.increment,
        berserkable: input.berserkable ?? false,
        ...clockColumns(clock, now),
        deadlineAt: deadlineOf(clock, now),
      };
  const white = rating(input.white);
  const black = rating(input.black);
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await repo.insertGame({
      id: newGameId(),
      whiteUserId: input.white.userId,
      blackUserId: input.black.userId,
      whiteGuestId: input.white.userId === null ? input.white.guestId : null,
      blackGuestId: input.black.userId === null ? input.black.guestId : null,
      whiteName: input.white.name,
      blackName: input.black.name,
      rated: input.rated,
      speed,
      ...timing,
      whiteRating: white ? Math.round(white.rating) : null,
      blackRating: black ? Math.round(black.rating) : null,
      whiteProvisional: white ? isProvisional(white) : false,
      blackProvisional: black ? isProvisional(black) : false,
      createdAt: now,
      updatedAt: now,
    });
    if (row) return { row, now };
  }
  throw new Error('no free game id after 5 tries');
}
