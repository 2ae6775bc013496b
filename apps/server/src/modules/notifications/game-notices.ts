import type { Color, GameStatus, NotificationData } from '@kingside/contract';
import type { Notifications } from './notifications.service';

/** Who tracks a member (modules/relations). */
export interface Trackers {
  trackersOf(userId: number): Promise<number[]>;
}

interface Side {
  userId: number | null;
  name: string;
}
interface Game {
  id: string;
  white: Side;
  black: Side;
}

/** A daily game's notice to one of its players (play's `DailyNotice`). */
interface DailyNoticeInput {
  gameId: string;
  userId: number;
  opponentId: number | null;
  opponentName: string;
}

/**
 * The tracked member's result, as their trackers read it: an abort because a side never moved says
 * which side (`no_show`: the tracked member; `opponent_no_show`: the other), as the game page does.
 */
export type TrackedResult = 'win' | 'loss' | 'draw' | 'aborted' | 'no_show' | 'opponent_no_show';

function resultOf(
  color: Color,
  status: GameStatus,
  winner: Color | null,
  noStart: Color | null,
): TrackedResult {
  if (status === 'aborted') {
    if (noStart === null) return 'aborted';
    return noStart === color ? 'no_show' : 'opponent_no_show';
  }
  if (winner === null) return 'draw';
  return winner === color ? 'win' : 'loss';
}

/**
 * Play's notices (its PlayNotices port, wired in services.ts) as bell notifications: the
 * challenged member, and the trackers of each member who plays. A player who tracks their own
 * opponent hears nothing of the game they are in.
 */
export function createGameNotices(deps: { notifications: Notifications; trackers: Trackers }) {
  async function toTrackers(
    game: Game,
    kind: 'tracked_game_started' | 'tracked_game_finished',
    data: (color: Color) => NotificationData,
  ): Promise<void> {
    const players = [game.white.userId, game.black.userId];
    for (const color of ['white', 'black'] as const) {
      const side = game[color];
      if (side.userId === null) continue;
      const trackers = (await deps.trackers.trackersOf(side.userId)).filter((id) => !players.includes(id));
      await deps.notifications.notifyAll(trackers, {
        kind,
        actorId: side.userId,
        subject: game.id,
        data: data(color),
      });
    }
  }

  const opponent = (game: Game, color: Color) => game[color === 'white' ? 'black' : 'white'].name;

  return {
    challenged: (challenge: {
      id: string;
      toUserId: number;
      fromUserId: number | null;
      fromName: string;
      tc: { initial: number; increment: number };
      days?: number;
      rated: boolean;
    }) =>
      deps.notifications.notify({
        userId: challenge.toUserId,
        kind: 'challenge',
        actorId: challenge.fromUserId,
        subject: challenge.id,
        data: {
          name: challenge.fromName,
          initial: challenge.tc.initial,
          increment: challenge.tc.increment,
          ...(challenge.days === undefined ? {} : { days: challenge.days }),
          rated: challenge.rated,
        },
      }),

    dailyYourMove: (notice: DailyNoticeInput) =>
      deps.notifications.notify({
        userId: notice.userId,
        kind: 'daily_your_move',
        actorId: notice.opponentId,
        subject: notice.gameId,
        data: { opponent: notice.opponentName },
      }),

    dailyTimeRunningOut: (notice: DailyNoticeInput & { leftMs: number }) =>
      deps.notifications.notify({
        userId: notice.userId,
        kind: 'daily_time_running_out',
        actorId: null,
        subject: notice.gameId,
        data: { opponent: notice.opponentName, leftMs: notice.leftMs },
      }),

    gameStarted: (game: Game) =>
      toTrackers(game, 'tracked_game_started', (color) => ({ opponent: opponent(game, color) })),

    gameFinished: (game: Game & { status: GameStatus; winner: Color | null; noStart: Color | null }) =>
      toTrackers(game, 'tracked_game_finished', (color) => ({
        opponent: opponent(game, color),
        result: resultOf(color, game.status, game.winner, game.noStart),
      })),
  };
}
