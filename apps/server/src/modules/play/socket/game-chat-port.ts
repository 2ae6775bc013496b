import type { ChatLine, ChatRoom } from '@kingside/contract';
import type { PlayerRef } from '../player';

/**
 * The chat of a game, as the socket uses it: modules/messages implements it and app.ts wires it,
 * so play depends on no other module for it. A line is published on the game's bus channel
 * (`GameBusMessage` `chat`) and the game hub hands it to the watchers of its room.
 */
export interface GameChatPort {
  /** Stores and publishes a line (members only); refusals throw `PlayError` (not_allowed, rate_limited, not_found). */
  say(player: PlayerRef | null, gameId: string, text: string): Promise<void>;
  /** The room the viewer reads (players: theirs; anyone else: the spectators') and its latest lines. */
  history(viewer: PlayerRef | null, gameId: string): Promise<{ room: ChatRoom; lines: ChatLine[] }>;
}
