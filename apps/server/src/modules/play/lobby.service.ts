import {
  formatTimeControl,
  QUICK_PAIRINGS,
  type Speed,
  speedOf,
  TIME_CONTROL_LIMITS,
  type TimeControl,
} from '@kingside/contract';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import { PLAY_MESSAGES, PlayError } from './play-error';
import { type PlayerRef, playerKey } from './player';

/** The rating window starts at ±100 and widens by 50 every 2 seconds of waiting. */
export const PAIRING_WINDOW = { base: 100, step: 50, everyMs: 2000 } as const;
const TICK_MS = 500;
const DEFAULT_RATING = 1500;

export interface SeekRequest {
  pool?: string;
  tc?: TimeControl;
  rated: boolean;
}

/** Whoever waits in a pool, and how to tell them they were paired (their socket). */
export interface Seeker {
  player: PlayerRef;
  /** The socket that seeks: closing it withdraws the seek. */
  owner: number;
  onPaired(gameId: string): void;
  onError(error: unknown): void;
}

interface Waiting extends Seeker {
  key: string;
  rating: number;
  since: number;
}

interface Pool {
  id: string;
  tc: TimeControl;
  rated: boolean;
  waiting: Waiting[];
}

export interface LobbyDeps {
  clock: Clock;
  logger: Logger;
  /** The seeker's rating for the speed (guests: the default). */
  ratingOf(player: PlayerRef, speed: Speed): Promise<number>;
  createGame(input: {
    white: PlayerRef;
    black: PlayerRef;
    tc: TimeControl;
    rated: boolean;
  }): Promise<{ id: string }>;
  /** White first or black first; random in production. */
  coin?: () => boolean;
}

/**
 * Quick pools and custom time controls, paired by rating proximity. The pool lives in this
 * process: with several nodes, players are paired only with players on the same node.
 */
export function createLobby(deps: LobbyDeps) {
  const pools = new Map<string, Pool>();
  const coin = deps.coin ?? (() => Math.random() < 0.5);
  let timer: NodeJS.Timeout | undefined;

  function resolvePool(request: SeekRequest): { id: string; tc: TimeControl } {
    if (request.pool !== undefined) {
      const quick = QUICK_PAIRINGS.find((p) => p.id === request.pool);
      if (!quick) throw new PlayError('not_allowed', PLAY_MESSAGES.unknown_pool);
      return { id: quick.id, tc: quick.tc };
    }
    const tc = request.tc!;
    // A clock that starts at 0 would flag at once (the core's newClock has no 0+n minimum yet).
    const valid =
      tc.initial > 0 &&
      tc.initial <= TIME_CONTROL_LIMITS.initialMax &&
      tc.increment <= TIME_CONTROL_LIMITS.incrementMax;
    if (!valid) throw new PlayError('not_allowed', PLAY_MESSAGES.bad_time_control);
    return { id: formatTimeControl(tc), tc };
  }

  /** Removes the person's seek wherever it waits (one seek per person). */
  function withdraw(match: (w: Waiting) => boolean): boolean {
    let removed = false;
    for (const pool of pools.values()) {
      const before = pool.waiting.length;
      pool.waiting = pool.waiting.filter((w) => !match(w));
      removed ||= pool.waiting.length !== before;
    }
    return removed;
  }

  const windowOf = (w: Waiting, now: number) =>
    PAIRING_WINDOW.base + PAIRING_WINDOW.step * Math.floor((now - w.since) / PAIRING_WINDOW.everyMs);

  /** Pairs whoever can be paired in one pool: the longest waiting first, with the closest rating. */
  function pairPool(pool: Pool, now: number): [Waiting, Waiting][] {
    const pairs: [Waiting, Waiting][] = [];
    const left = [...pool.waiting].sort((a, b) => a.since - b.since);
    while (left.length > 1) {
      const a = left.shift()!;
      let best = -1;
      for (let i = 0; i < left.length; i++) {
        const b = left[i]!;
        if (b.key === a.key) continue;
        const gap = Math.abs(a.rating - b.rating);
        if (gap > Math.max(windowOf(a, now), windowOf(b, now))) continue;
        if (best === -1 || gap < Math.abs(a.rating - left[best]!.rating)) best = i;
      }
      if (best !== -1) pairs.push([a, left.splice(best, 1)[0]!]);
    }
    const paired = new Set(pairs.flat());
    pool.waiting = pool.waiting.filter((w) => !paired.has(w));
    return pairs;
  }

  async function start(pool: Pool, a: Waiting, b: Waiting): Promise<void> {
    const [white, black] = coin() ? [a, b] : [b, a];
    try {
      const game = await deps.createGame({
        white: white.player,
        black: black.player,
        tc: pool.tc,
        rated: pool.rated,
      });
      deps.logger.info({ gameId: game.id, pool: pool.id, rated: pool.rated }, 'paired');
      white.onPaired(game.id);
      black.onPaired(game.id);
    } catch (error) {
      deps.logger.error({ err: error, pool: pool.id }, 'pairing failed');
      white.onError(error);
      black.onError(error);
    }
  }

  /** Pairs across all pools; resolves once the paired games exist. */
  async function tick(): Promise<number> {
    const now = deps.clock.now().getTime();
    const jobs: Promise<void>[] = [];
    for (const pool of pools.values()) {
      for (const [a, b] of pairPool(pool, now)) jobs.push(start(pool, a, b));
    }
    await Promise.all(jobs);
    return jobs.length;
  }

  return {
    /** Joins a pool (leaving any other); answers the pool's id. The next `tick` pairs it. */
    async seek(seeker: Seeker, request: SeekRequest): Promise<string> {
      if (request.rated && seeker.player.userId === null) {
        throw new PlayError('not_allowed', PLAY_MESSAGES.guests_unrated);
      }
      const { id, tc } = resolvePool(request);
      const speed = speedOf(tc);
      const rating =
        seeker.player.userId === null ? DEFAULT_RATING : await deps.ratingOf(seeker.player, speed);
      const key = playerKey(seeker.player);
      withdraw((w) => w.key === key);
      const poolKey = `${id}|${request.rated ? 'rated' : 'casual'}`;
      let pool = pools.get(poolKey);
      if (!pool) {
        pool = { id, tc, rated: request.rated, waiting: [] };
        pools.set(poolKey, pool);
      }
      pool.waiting.push({ ...seeker, key, rating, since: deps.clock.now().getTime() });
      return id;
    },

    cancel: (owner: number): boolean => withdraw((w) => w.owner === owner),

    tick,

    /** How many wait in each pool (`3+0|rated` → n). */
    sizes(): Record<string, number> {
      return Object.fromEntries([...pools].map(([k, p]) => [k, p.waiting.length]));
    },

    start(): void {
      timer ??= setInterval(() => {
        tick().catch((error) => deps.logger.warn({ err: error }, 'lobby tick failed'));
      }, TICK_MS);
      timer.unref();
    },

    stop(): void {
      clearInterval(timer);
      timer = undefined;
    },
  };
}

export type Lobby = ReturnType<typeof createLobby>;
