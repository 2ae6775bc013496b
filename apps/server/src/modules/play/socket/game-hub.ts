import type { Color, GameEvent, ServerMessage } from '@kingside/contract';
import type { Bus } from '../../../platform/bus';
import type { Logger } from '../../../platform/logger';
import type { GameService } from '../game.service';
import { type GameBusMessage, gameChannel } from '../game-channel';
import type { StoredEvent } from '../play.repo';
import { PLAY_MESSAGES, PlayError } from '../play-error';
import type { PlayTimings } from '../play-timings';
import type { PlayerRef } from '../player';
import type { Presence } from '../presence';
import { type TextFrame, textFrame } from './socket-sender';

/** One socket as the hub sees it. */
export interface HubConnection {
  id: number;
  player: PlayerRef | null;
  send(message: ServerMessage): void;
  /** Sends a message already serialised (one message for many sockets is serialised once). */
  sendText(text: string): void;
  /** Sends a message already framed (one event goes to every watcher as the same frame). */
  sendFrame(frame: TextFrame): void;
}

/** One event of a bus message as every watcher gets it: its version, and its `game.event` frame. */
interface Frame {
  version: number;
  frame: TextFrame;
}

/** The frames of one bus message's events, made once however many sockets here watch the game. */
function framesOf(gameId: string, events: readonly StoredEvent[]): Frame[] {
  return events.map(({ version, event }) => {
    const message: ServerMessage = { t: 'game.event', gameId, version, event };
    return { version, frame: textFrame(JSON.stringify(message)) };
  });
}

/** What one socket has seen of one game: events are sent in order, each version once. */
interface Watch {
  /** The last version sent; -1 until the first full state or replay went out. */
  last: number;
  /** The colour this socket plays in the game, if any (for presence). */
  color: Color | null;
  /** Deliveries to this socket for this game run one after another. */
  chain: Promise<void>;
  /** Jobs on `chain` not finished yet: while there are none, an event in order is sent at once. */
  pending: number;
  /** Set when the socket stopped watching: queued deliveries are dropped. */
  gone?: boolean;
  /** Counted in the room's presence (once its first state went out). */
  counted?: boolean;
}

interface Room {
  watchers: Map<HubConnection, Watch>;
  unsubscribe: Promise<() => Promise<void>>;
  /** Sockets of each player on this node. */
  present: Record<Color, number>;
}

/** How many games one socket may follow at once. */
export const MAX_WATCHES_PER_SOCKET = 32;

/**
 * Fans game events out to this node's sockets. One bus subscription per game with watchers here;
 * each socket gets every version once and in order: duplicates are dropped, and a gap (the bus
 * lost a message, or two nodes' messages crossed) is refilled from the stored events. Presence
 * is counted per node: a player is connected while one of their sockets here watches the game.
 */

export function createGameHub(deps: {
  bus: Bus;
  games: GameService;
  logger: Logger;
  presence: Presence;
  timings?: PlayTimings | null;
}) {
  const timings = deps.timings ?? null;
  const rooms = new Map<string, Room>();
  /** The games each socket follows. */
  const following = new Map<HubConnection, Set<string>>();

  function room(gameId: string): Room {
    let found = rooms.get(gameId);
    if (!found) {
      const created: Room = {
        watchers: new Map(),
        present: { white: 0, black: 0 },
        unsubscribe: deps.bus
          .subscribe(gameChannel(gameId), (message) => onBus(gameId, message as GameBusMessage))
          .catch((error) => {
            // No subscription, no room: the next watcher tries again.
            if (rooms.get(gameId) === created) rooms.delete(gameId);
            throw error;
          }),
      };
      rooms.set(gameId, created);
      found = created;
    }
    return found;
  }

  function onBus(gameId: string, message: GameBusMessage): void {
    const found = rooms.get(gameId);
    if (!found) return;
    if (message.t === 'events') {
      deps.games.observe(gameId, message.events.at(-1)?.version ?? 0);
      if (message.events.some((e) => e.event.kind === 'end')) void deps.presence.gameOver(gameId);
      const frames = framesOf(gameId, message.events);
      for (const [conn, watch] of found.watchers) {
        // The common case needs no queue: nothing ahead of it, and no version missed.
        if (watch.pending === 0 && watch.last >= 0 && sendNext(conn, watch, frames)) continue;
        enqueue(conn, gameId, watch, () => deliver(conn, gameId, watch, frames));
      }
      timings?.framed(gameId, message.events.at(-1)?.version ?? 0);
    } else if (message.t === 'chat') {
      const { room, line } = message;
      for (const [conn, watch] of found.watchers) {
        // Players read the players' room, everyone else the spectators'; after the game's state.
        if ((watch.color ? 'players' : 'spectators') !== room) continue;
        enqueue(conn, gameId, watch, async () => {
          if (watch.last >= 0) conn.send({ t: 'chat', gameId, room, line });
        });
      }
    } else {
      for (const [conn, watch] of found.watchers) {
        enqueue(conn, gameId, watch, async () => {
          const event: GameEvent = { kind: 'presence', color: message.color, connected: message.connected };
          if (watch.last >= 0) conn.send({ t: 'game.event', gameId, version: watch.last, event });
        });
      }
    }
  }

  /** Runs `job` after this socket's earlier jobs for the game; the promise is the job's own. */
  function queue(watch: Watch, job: () => Promise<void>): Promise<void> {
    watch.pending++;
    const done = watch.chain.then(job);
    watch.chain = done
      .catch(() => {})
      .then(() => {
        watch.pending--;
      });
    return done;
  }

  function enqueue(conn: HubConnection, gameId: string, watch: Watch, job: () => Promise<void>): void {
    queue(watch, async () => (watch.gone ? undefined : job())).catch((error) => {
      deps.logger.warn({ err: error, gameId, conn: conn.id }, 'game delivery failed');
    });
  }

  /** Sends the events this socket has not had yet, in order. */
  function send(conn: HubConnection, watch: Watch, frames: readonly Frame[]): void {
    for (const frame of frames) {
      if (frame.version <= watch.last) continue;
      conn.sendFrame(frame.frame);
      watch.last = frame.version;
    }
  }

  /**
   * Sends the events (consecutive versions, as one write makes them) this socket has not had yet;
   * false, with nothing sent, when versions before them are missing.
   */
  function sendNext(conn: HubConnection, watch: Watch, frames: readonly Frame[]) {
    const first = frames.find((frame) => frame.version > watch.last);
    if (first && first.version > watch.last + 1) return false;
    send(conn, watch, frames);
    return true;
  }

  async function deliver(conn: HubConnection, gameId: string, watch: Watch, frames: readonly Frame[]) {
    if (sendNext(conn, watch, frames)) return;
    // A gap: the bus lost a message, or two nodes' messages crossed. The store has everything.
    await catchUp(conn, gameId, watch, watch.last);
    send(conn, watch, frames);
  }

  /** Sends what came after `since`, or the full state when that is too much (or `since` is unknown). */
  async function catchUp(conn: HubConnection, gameId: string, watch: Watch, since: number | undefined) {
    const missed = since === undefined || since < 0 ? 'too_far' : await deps.games.eventsSince(gameId, since);
    if (missed === 'not_found') throw new PlayError('not_found', PLAY_MESSAGES.not_found);
    if (missed !== 'too_far') {
      for (const item of missed) {
        conn.send({ t: 'game.event', gameId, version: item.version, event: item.event });
        watch.last = item.version;
      }
      if (since !== undefined) watch.last = Math.max(watch.last, since);
      return;
    }
    const game = await deps.games.view(gameId, conn.player);
    if (!game) throw new PlayError('not_found', PLAY_MESSAGES.not_found);
    conn.send({ t: 'game.full', game });
    watch.last = game.version;
  }

  function setPresence(gameId: string, found: Room, color: Color, player: PlayerRef, delta: 1 | -1): void {
    const before = found.present[color];
    found.present[color] = Math.max(0, before + delta);
    const connected = found.present[color] > 0;
    if (before > 0 === connected) return;
    // The cross-node record (abandonment, "playing"); the event below is this node's news.
    void deps.presence.seat(gameId, color, player, connected, connected ? deps.games.isLive(gameId) : null);
    deps.bus
      .publish(gameChannel(gameId), { t: 'presence', color, connected } satisfies GameBusMessage)
      .catch((error) => deps.logger.warn({ err: error, gameId }, 'presence publish failed'));
  }

  function leave(conn: HubConnection, gameId: string, found = rooms.get(gameId)): void {
    following.get(conn)?.delete(gameId);
    if (following.get(conn)?.size === 0) following.delete(conn);
    const watch = found?.watchers.get(conn);
    if (!found || !watch) return;
    found.watchers.delete(conn);
    watch.gone = true;
    if (watch.color && watch.counted) setPresence(gameId, found, watch.color, conn.player!, -1);
    if (found.watchers.size === 0 && rooms.get(gameId) === found) {
      rooms.delete(gameId);
      found.unsubscribe
        .then((unsubscribe) => unsubscribe())
        .catch((error) => deps.logger.warn({ err: error, gameId }, 'unsubscribe failed'));
    }
  }

  return {
    /**
     * Follows a game: subscribes first, then sends the full state or the events after `since`,
     * so nothing published in between is lost. Rejects with `not_found` for an unknown game.
     */
    async watch(conn: HubConnection, gameId: string, since?: number): Promise<void> {
      const mine = following.get(conn) ?? new Set<string>();
      if (!mine.has(gameId) && mine.size >= MAX_WATCHES_PER_SOCKET) {
        throw new PlayError('not_allowed', PLAY_MESSAGES.too_many_watches);
      }
      const color = conn.player ? await deps.games.colorOf(gameId, conn.player) : null;
      const found = room(gameId);
      let watch = found.watchers.get(conn);
      const first = !watch;
      if (!watch) {
        watch = { last: -1, color, chain: Promise.resolve(), pending: 0 };
        found.watchers.set(conn, watch);
        following.set(conn, mine.add(gameId));
      }
      const current = watch;
      const done = queue(current, async () => {
        await found.unsubscribe;
        await catchUp(conn, gameId, current, since);
        for (const side of ['white', 'black'] as const) {
          if (found.present[side] > 0) {
            const event: GameEvent = { kind: 'presence', color: side, connected: true };
            conn.send({ t: 'game.event', gameId, version: current.last, event });
          }
        }
      });
      try {
        await done;
      } catch (error) {
        leave(conn, gameId, found);
        throw error;
      }
      if (first && color && !current.gone) {
        current.counted = true;
        setPresence(gameId, found, color, conn.player!, 1);
      }
    },

    unwatch: leave,

    /** A socket closed: it leaves every game it watched. */
    drop(conn: HubConnection): void {
      for (const gameId of [...(following.get(conn) ?? [])]) leave(conn, gameId);
    },

    /** Games with watchers on this node (for tests and metrics). */
    get size() {
      return rooms.size;
    },
  };
}

export type GameHub = ReturnType<typeof createGameHub>;
