import { type Color, opposite, type Presence as PresenceValue } from '@kingside/contract';
import type { Bus } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import { type PlayerRef, playerKey } from './player';
import type { PresenceStore } from './presence-store';

/** Each node rewrites its entries this often; an entry older than the TTL is a dead node's. */
export const PRESENCE_HEARTBEAT_MS = 5000;
export const PRESENCE_TTL_MS = 15_000;
/** Subjects nobody wrote for this long are dropped from the store. */
const KEEP_MS = 60 * 60_000;

/** `presence.changed` on the bus: a member's or guest's presence as this node last saw it change. */
export const PRESENCE_CHANNEL = 'presence.changed';
export type Status = Exclude<PresenceValue, 'unspecified'>;
export interface PresenceChange {
  player: string;
  presence: Status;
}

const seatOf = (gameId: string, color: Color) => `seat:${gameId}:${color}`;
const gameOfSeat = (seat: string) => seat.slice('seat:'.length, seat.lastIndexOf(':'));
const personOf = (key: string) => `player:${key}`;
/** Stored values: `<ms>|<state>`; a player is online/playing/offline, a seat here/gone. */
const encode = (at: number, state: string) => `${at}|${state}`;
const decode = (value: string) => {
  const bar = value.indexOf('|');
  return { at: Number(value.slice(0, bar)), state: value.slice(bar + 1) };
};

interface Local {
  sockets: number;
  /** Seats this person has sockets at, here (a game found over is dropped: `gameOver`). */
  seats: Set<string>;
}

/**
 * Who is connected, across nodes. Each node counts its own sockets and writes one entry per
 * person (and per seat at a game) into the store, refreshed by a heartbeat; readers merge the
 * nodes' entries and ignore those older than the TTL, so a node that dies stops counting by
 * itself. A seat's entries also say since when its player is gone (abandonment, abandonment.ts).
 */
export function createPresence(deps: {
  store: PresenceStore;
  bus: Bus;
  clock: Clock;
  logger: Logger;
  nodeId: string;
}) {
  const people = new Map<string, Local>();
  /** Seats with sockets here. */
  const seats = new Set<string>();
  /** Who holds a seat here at each game: a game's end finds its players without a walk over everyone. */
  const seatedAt = new Map<string, Set<string>>();
  let timer: NodeJS.Timeout | undefined;
  const now = () => deps.clock.now().getTime();
  const stateOf = (local: Local | undefined): Status =>
    !local || local.sockets === 0 ? 'offline' : local.seats.size ? 'playing' : 'online';

  /** Changes still being written (sockets close as the app stops): `close` waits for them. */
  const pending = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
    return work;
  };
  const write = (entries: { subject: string; value: string }[]) =>
    deps.store
      .write(deps.nodeId, entries, KEEP_MS)
      .catch((error) => deps.logger.warn({ err: error }, 'presence write failed'));

  async function statuses(keys: readonly string[]): Promise<Status[]> {
    const cutoff = now() - PRESENCE_TTL_MS;
    const rank: Record<string, number> = { offline: 0, online: 1, playing: 2 };
    return (await deps.store.read(keys.map(personOf))).map((fields) => {
      let best: Status = 'offline';
      for (const value of Object.values(fields)) {
        const { at, state } = decode(value);
        if (at >= cutoff && (rank[state] ?? 0) > rank[best]!) best = state as Status;
      }
      return best;
    });
  }

  /** Writes the person's entry after a change here, and tells the bus what they now are. */
  async function changed(key: string): Promise<void> {
    const local = people.get(key);
    if (local && local.sockets === 0) {
      people.delete(key);
      for (const seat of local.seats) unseat(gameOfSeat(seat), key);
    }
    await write([{ subject: personOf(key), value: encode(now(), stateOf(local)) }]);
    try {
      const [presence] = await statuses([key]);
      await deps.bus.publish(PRESENCE_CHANNEL, { player: key, presence: presence! } satisfies PresenceChange);
    } catch (error) {
      deps.logger.warn({ err: error }, 'presence publish failed');
    }
  }

  function unseat(gameId: string, key: string): void {
    const keys = seatedAt.get(gameId);
    if (keys?.delete(key) && keys.size === 0) seatedAt.delete(gameId);
  }

  async function gameOver(gameId: string): Promise<void> {
    const keys = seatedAt.get(gameId);
    seatedAt.delete(gameId);
    for (const key of keys ?? []) {
      const local = people.get(key);
      if (!local) continue;
      const white = local.seats.delete(seatOf(gameId, 'white'));
      const black = local.seats.delete(seatOf(gameId, 'black'));
      if ((white || black) && local.seats.size === 0) await changed(key);
    }
  }

  /** Rewrites every entry of this node, so other nodes see it live. */
  async function heartbeat(): Promise<void> {
    const at = now();
    const entries = [
      ...[...people].map(([key, local]) => ({ subject: personOf(key), value: encode(at, stateOf(local)) })),
      ...[...seats].map((seat) => ({ subject: seat, value: encode(at, 'here') })),
    ];
    await deps.store.write(deps.nodeId, entries, KEEP_MS);
  }

  const localOf = (key: string) => {
    let local = people.get(key);
    if (!local) {
      local = { sockets: 0, seats: new Set() };
      people.set(key, local);
    }
    return local;
  };

  return {
    /** A socket of this person opened here. */
    connect(player: PlayerRef): Promise<void> {
      const key = playerKey(player);
      const local = localOf(key);
      return ++local.sockets === 1 ? track(changed(key)) : Promise.resolve();
    },

    disconnect(player: PlayerRef): Promise<void> {
      const key = playerKey(player);
      const local = people.get(key);
      if (!local) return Promise.resolve();
      return --local.sockets === 0 ? track(changed(key)) : Promise.resolve();
    },

    /**
     * The player of `color` came to (or left) the game on this node. `live` says whether the game
     * is still on: a player at a finished game is not playing.
     */
    seat(
      gameId: string,
      color: Color,
      player: PlayerRef,
      here: boolean,
      live: Promise<boolean> | null = null,
    ): Promise<void> {
      const seat = seatOf(gameId, color);
      const key = playerKey(player);
      if (here) seats.add(seat);
      else seats.delete(seat);
      const local = people.get(key);
      const before = stateOf(local);
      if (local && here) {
        local.seats.add(seat);
        const keys = seatedAt.get(gameId) ?? new Set<string>();
        seatedAt.set(gameId, keys.add(key));
      } else if (local) {
        local.seats.delete(seat);
        if (!local.seats.has(seatOf(gameId, opposite(color)))) unseat(gameId, key);
      }
      // Both writes start now, in order, so a quick leave cannot overtake the arrival.
      const done = write([{ subject: seat, value: encode(now(), here ? 'here' : 'gone') }]);
      const over = live?.then((on) => (on ? undefined : gameOver(gameId)));
      return track(
        Promise.all([done, stateOf(local) === before ? null : changed(key), over]).then(
          () => undefined,
          (error) => deps.logger.warn({ err: error, gameId }, 'seat presence failed'),
        ),
      );
    },

    /** The game ended: its players here are no longer playing it. */
    gameOver: (gameId: string) => track(gameOver(gameId)),

    /** Each person's presence by key (`u:1`, `g:<uuid>`), merged over every live node. */
    statuses,

    /**
     * Whether the player of `color` is at the game on some live node (`here`); if not, since when
     * they are known to be gone: when they left, or their node's last heartbeat. Null: never seen.
     */
    async absentSince(gameId: string, color: Color): Promise<'here' | number | null> {
      const [fields] = await deps.store.read([seatOf(gameId, color)]);
      const cutoff = now() - PRESENCE_TTL_MS;
      let since: number | null = null;
      for (const value of Object.values(fields ?? {})) {
        const { at, state } = decode(value);
        if (state === 'here' && at >= cutoff) return 'here';
        since = Math.max(since ?? at, at);
      }
      return since;
    },

    heartbeat,

    start(): void {
      timer ??= setInterval(() => {
        heartbeat().catch((error) => deps.logger.warn({ err: error }, 'presence heartbeat failed'));
      }, PRESENCE_HEARTBEAT_MS);
      timer.unref();
    },

    /** Stops the heartbeat: this node's entries then expire, as a dead node's would. */
    stop(): void {
      clearInterval(timer);
      timer = undefined;
    },

    async close(): Promise<void> {
      while (pending.size) await Promise.all(pending);
      await deps.store.close();
    },
  };
}

export type Presence = ReturnType<typeof createPresence>;
