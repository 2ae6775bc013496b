import type { HubConnection } from './game-hub';

/**
 * The socket's side of tournament pages (a port: play knows no tournament). A socket follows a
 * tournament by its url and hears its standings on every change; closing the socket unfollows all.
 */
export interface TournamentFollows {
  follow(conn: HubConnection, url: string): Promise<void>;
  /** Without `url`: every tournament the socket follows (it closed). */
  unfollow(connId: number, url?: string): void;
}
