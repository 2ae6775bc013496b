import type { ServerMessage } from '@kingside/contract';
import type { Bus } from '../../../platform/bus';
import type { Logger } from '../../../platform/logger';
import { type PlayerRef, playerKey } from '../player';
import type { HubConnection } from './game-hub';

/** Every node's sockets of one person (member or guest) listen on this bus channel. */
export const playerChannel = (player: Pick<PlayerRef, 'userId' | 'guestId'>) => `player:${playerKey(player)}`;

interface Person {
  sockets: Set<HubConnection>;
  unsubscribe: Promise<() => Promise<void>>;
}

/**
 * Pushes messages to a person wherever they are connected (a challenge for them, their challenge
 * accepted): one bus subscription per person with sockets on this node. At most once, like the
 * bus: clients load their state over HTTP when a page opens and treat pushes as news.
 */
export function createPlayerHub(deps: { bus: Bus; logger: Logger }) {
  const people = new Map<string, Person>();

  return {
    /** A socket opened: it hears what is sent to its person. */
    attach(conn: HubConnection): void {
      if (!conn.player) return;
      const key = playerKey(conn.player);
      let person = people.get(key);
      if (!person) {
        const sockets = new Set<HubConnection>();
        const created: Person = {
          sockets,
          unsubscribe: deps.bus.subscribe(playerChannel(conn.player), (message) => {
            for (const socket of sockets) socket.send(message as ServerMessage);
          }),
        };
        created.unsubscribe.catch((error) => {
          deps.logger.warn({ err: error, key }, 'player channel subscribe failed');
          if (people.get(key) === created) people.delete(key);
        });
        people.set(key, created);
        person = created;
      }
      person.sockets.add(conn);
    },

    /** A socket closed. */
    detach(conn: HubConnection): void {
      if (!conn.player) return;
      const key = playerKey(conn.player);
      const person = people.get(key);
      if (!person?.sockets.delete(conn) || person.sockets.size > 0) return;
      people.delete(key);
      person.unsubscribe
        .then((unsubscribe) => unsubscribe())
        .catch((error) => deps.logger.warn({ err: error, key }, 'player channel unsubscribe failed'));
    },

    /** Sends to every socket of the person on every node; a failed publish is logged, not thrown. */
    async send(player: Pick<PlayerRef, 'userId' | 'guestId'>, message: ServerMessage): Promise<void> {
      try {
        await deps.bus.publish(playerChannel(player), message);
      } catch (error) {
        deps.logger.warn({ err: error }, 'player channel publish failed');
      }
    },

    /** People with sockets on this node (tests, metrics). */
    get size() {
      return people.size;
    },
  };
}

export type PlayerHub = ReturnType<typeof createPlayerHub>;
