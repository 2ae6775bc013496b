import {
  CHAT_HISTORY_LIMIT,
  CHAT_RATE,
  CHAT_TEXTS,
  type ChatLine,
  type ChatRoom,
  type Color,
} from '@kingside/contract';
import type { Db } from '../../db/db';
import type { Bus } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rate-limit';
import {
  type GameBusMessage,
  type GameChatPort,
  gameChannel,
  PLAY_MESSAGES,
  PlayError,
  type PlayerRef,
} from '../play';
import { createGameChatRepo } from './game-chat.repo';
import type { BlockCheck, MuteCheck } from './messages.ports';
import { refuseMuted } from './mute';

/** What chat needs of a game: play's game service. */
export interface ChatGames {
  colorOf(gameId: string, player: PlayerRef): Promise<Color | null>;
  view(
    gameId: string,
    viewer: null,
  ): Promise<{ white: { userId: number | null }; black: { userId: number | null } } | null>;
}

export interface GameChatDeps {
  db: Db;
  clock: Clock;
  bus: Bus;
  limiter: RateLimiter;
  games: ChatGames;
  blocks: BlockCheck;
  mutedUntil: MuteCheck;
}

/**
 * The chat of a game, as on lichess: its two players talk in one room, everyone else in the
 * spectators' room, and neither reads the other. Members only; a member muted by moderators, over
 * CHAT_RATE, or with a block either way with a player of the game says nothing.
 */
export function createGameChat(deps: GameChatDeps): GameChatPort {
  const repo = createGameChatRepo(deps.db);

  async function roomOf(gameId: string, player: PlayerRef | null): Promise<ChatRoom> {
    const color = player ? await deps.games.colorOf(gameId, player) : null;
    return color ? 'players' : 'spectators';
  }

  async function refuseBlocked(userId: number, gameId: string) {
    const game = await deps.games.view(gameId, null);
    if (!game) throw new PlayError('not_found', PLAY_MESSAGES.not_found);
    for (const seat of [game.white.userId, game.black.userId]) {
      if (seat !== null && seat !== userId && (await deps.blocks.isBlockedEither(userId, seat))) {
        throw new PlayError('not_allowed', CHAT_TEXTS.blocked);
      }
    }
  }

  return {
    async say(player, gameId, text) {
      const userId = player?.userId ?? null;
      if (!player || userId === null) throw new PlayError('not_allowed', CHAT_TEXTS.membersOnly);
      if (!(await deps.limiter.hit(`game-chat:${userId}`, CHAT_RATE)).allowed) {
        throw new PlayError('rate_limited', CHAT_TEXTS.rateLimited);
      }
      try {
        await refuseMuted(deps.mutedUntil, userId, deps.clock.now());
      } catch (error) {
        if (error instanceof AppError) throw new PlayError('not_allowed', error.message);
        throw error;
      }
      await refuseBlocked(userId, gameId);
      const room = await roomOf(gameId, player);
      const at = deps.clock.now();
      const id = await repo.add({ gameId, room, userId, body: text, createdAt: at });
      const line: ChatLine = { id, userId, username: player.name, text, at: at.toISOString() };
      await deps.bus.publish(gameChannel(gameId), { t: 'chat', room, line } satisfies GameBusMessage);
    },

    async history(viewer, gameId) {
      const room = await roomOf(gameId, viewer);
      return { room, lines: await repo.latest(gameId, room, CHAT_HISTORY_LIMIT) };
    },
  };
}
