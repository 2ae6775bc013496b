import type { HubConnection } from './game-hub';

/**
 * The socket's side of a club page's live games (a port: play knows no club; modules/clubs
 * implements it, app.ts wires it). Anyone may follow a club that exists (`not_found` otherwise);
 * closing the socket unfollows every club.
 */
export interface ClubGamesPort {
  /** `clubGames.changed` whenever one of the club's members starts or ends a game. */
  follow(conn: HubConnection, slug: string): Promise<void>;
  /** Without `slug`: every club the socket follows (it closed). */
  unfollow(connId: number, slug?: string): void;
}
