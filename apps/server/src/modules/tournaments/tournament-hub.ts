import type { ServerMessage, TournamentLive } from '@kingside/contract';
import type { Bus } from '../../platform/bus';
import type { Logger } from '../../platform/logger';
import type { HubConnection, TournamentFollows } from '../play';

/** Every node's followers of one tournament listen on this bus channel. */
export const tournamentChannel = (url: string) => `tournament:${url}`;

interface Followed {
  sockets: Map<number, HubConnection>;
  unsubscribe: Promise<() => Promise<void>>;
}

/**
 * Tournament pages' live standings: one bus subscription per tournament followed on this node, each
 * change published once (`publish`) and fanned out as one text. At most once, like the bus: a page
 * loads the standings over HTTP when it opens and takes pushes as news.
 */
export function createTournamentHub(deps: {
  bus: Bus;
  logger: Logger;
  /** The live part of a tournament now, for a socket that starts following; null: no such tournament. */
  current(url: string): Promise<TournamentLive | null>;
}): TournamentFollows & { publish(live: TournamentLive): Promise<void> } {
  const followed = new Map<string, Followed>();

  function drop(url: string, connId: number): void {
    const entry = followed.get(url);
    if (!entry?.sockets.delete(connId) || entry.sockets.size > 0) return;
    followed.delete(url);
    entry.unsubscribe
      .then((unsubscribe) => unsubscribe())
      .catch((error) => deps.logger.warn({ err: error, url }, 'tournament channel unsubscribe failed'));
  }

  return {
    async follow(conn, url) {
      let entry = followed.get(url);
      if (!entry) {
        const sockets = new Map<number, HubConnection>();
        const created: Followed = {
          sockets,
          unsubscribe: deps.bus.subscribe(tournamentChannel(url), (message) => {
            const text = JSON.stringify(message);
            for (const socket of sockets.values()) socket.sendText(text);
          }),
        };
        created.unsubscribe.catch((error) => {
          deps.logger.warn({ err: error, url }, 'tournament channel subscribe failed');
          if (followed.get(url) === created) followed.delete(url);
        });
        followed.set(url, created);
        entry = created;
      }
      entry.sockets.set(conn.id, conn);
      const live = await deps.current(url);
      if (live) conn.send({ t: 'tournament', live });
    },

    unfollow(connId, url) {
      if (url !== undefined) return drop(url, connId);
      for (const key of [...followed.keys()]) drop(key, connId);
    },

    async publish(live) {
      try {
        const message: ServerMessage = { t: 'tournament', live };
        await deps.bus.publish(tournamentChannel(live.url), message);
      } catch (error) {
        deps.logger.warn({ err: error, url: live.url }, 'tournament publish failed');
      }
    },
  };
}

export type TournamentHub = ReturnType<typeof createTournamentHub>;
