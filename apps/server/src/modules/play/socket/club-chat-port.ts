import type { HubConnection } from './game-hub';

/**
 * The socket's side of club chat (a port: play knows no club; modules/clubs implements it, app.ts
 * wires it). Refusals throw `PlayError` (not_allowed, rate_limited, not_found); closing the socket
 * leaves every club chat it followed.
 */
export interface ClubChatPort {
  /** Follows the club's chat: `clubChat.line` for each new line (members only). */
  join(conn: HubConnection, slug: string): Promise<void>;
  /** Without `slug`: every club chat the socket follows (it closed). */
  leave(connId: number, slug?: string): void;
  /** Stores and publishes a line (members only). */
  say(conn: HubConnection, slug: string, text: string): Promise<void>;
}
