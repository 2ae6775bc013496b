import { randomInt } from 'node:crypto';
import {
  DEFAULT_PAIRING_RATING,
  firstIsWhite,
  inRatingRange,
  type LobbyRatings,
  type LobbySeek,
  ratingRangeAround,
  type SeekColor,
  type Speed,
  skillLevelRating,
  speedOf,
  type TimeControl,
} from '@kingside/contract';
import type { Db } from '../../db/db';
import type { Bus } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import { createLobbyRepo } from './lobby.repo';
import type { SeekRow } from './lobby.tables';
import { createLobbyFeed, type FeedFollower, presentSeek } from './lobby-feed';
import { createSeekerChannels, type Seeker } from './lobby-seekers';
import { playerOfRow, rangeOfRow, resolvePool, type SeekRequest, tcOfRow } from './lobby-terms';
import { PLAY_MESSAGES, PlayError } from './play-error';
import { type PlayerRef, playerKey } from './player';
import { blockedBetween, type RelationsGate } from './relations-gate';

export type { SeekRequest } from './lobby-terms';

/** The rating window starts at ±100 and widens by 50 every 2 seconds of waiting. */
export const PAIRING_WINDOW = { base: 100, step: 50, everyMs: 2000 } as const;
/** Each node refreshes its seeks this often; a seek not refreshed for the TTL is a dead node's. */
export const LOBBY_HEARTBEAT_MS = 5000;
export const SEEK_TTL_MS = 15_000;
const TICK_MS = 500;
const LIST_MAX = 200;
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const newSeekId = () => Array.from({ length: 8 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');

/** One side of a pairing: who plays, and how they learn the game's id (null: it failed). */
type Side = [PlayerRef, (gameId: string | null) => unknown];

export interface LobbyDeps {
  db: Db;
  bus: Bus;
  clock: Clock;
  logger: Logger;
  /** This process, as written on its seeks. */
  nodeId: string;
  /** A member's rating for the speed. */
  memberRating(userId: number, speed: Speed): Promise<number>;
  createGame(input: {
    white: PlayerRef;
    black: PlayerRef;
    tc: TimeControl;
    rated: boolean;
  }): Promise<{ id: string }>;
  /** White first or black first; random in production. */
  coin?: () => boolean;
  /** Blocks: two members one of whom blocks the other are never paired. */
  relations: RelationsGate;
  /** Whether a member may seek or take seeks (bot accounts may not: modules/board-api, services.ts). */
  mayUseLobby?: (userId: number) => Promise<boolean>;
}

const LIVE_SPEEDS = ['bullet', 'blitz', 'rapid', 'classical'] as const;

/**
 * Quick pools and custom time controls, paired by rating proximity across every node. Seeks are
 * rows (lobby.tables.ts); each node pairs its own seeks, at once and then every tick while the
 * window widens, taking both rows atomically, and tells both seekers over their bus channel.
 */
export function createLobby(deps: LobbyDeps) {
  const repo = createLobbyRepo(deps.db, deps.relations);
  const coin = deps.coin ?? (() => Math.random() < 0.5);
  const aliveAfter = () => new Date(deps.clock.now().getTime() - SEEK_TTL_MS);
  const feed = createLobbyFeed({ bus: deps.bus, logger: deps.logger, list });
  /** This node's seeks still to pair, by id: when they began waiting (each tick drops gone ones). */
  const waiting = new Map<string, number>();
  /** Where a pairing of a seek made here goes; kept until answered or the socket leaves. */
  const seekers = createSeekerChannels(deps);
  const timers: NodeJS.Timeout[] = [];
  /** Ticks, heartbeats and withdrawals under way in the background: `stop` waits for them. */
  const running = new Set<Promise<unknown>>();
  let ticking: Promise<number> | null = null;
  /** The pass the ticks asked for during `ticking` share. */
  let queued: Promise<number> | null = null;

  async function list(): Promise<LobbySeek[]> {
    return (await repo.listed(aliveAfter(), LIST_MAX)).map(presentSeek);
  }

  const sideOf = (row: SeekRow): Side => [
    playerOfRow(row),
    (gameId) => seekers.tell(row.playerKey, row.id, gameId),
  ];

  /**
   * Creates the game of a pair, each side in the colour asked for, and tells each side its id
   * (null: the game could not be made).
   */
  async function start(a: Side, b: Side, row: SeekRow, colors: [SeekColor, SeekColor]): Promise<void> {
    const [white, black] = firstIsWhite(colors[0], colors[1], coin) ? [a, b] : [b, a];
    try {
      const game = await deps.createGame({
        white: white[0],
        black: black[0],
        tc: tcOfRow(row),
        rated: row.rated,
      });
      deps.logger.info({ gameId: game.id, pool: row.pool, rated: row.rated }, 'paired');
      await Promise.all([white[1](game.id), black[1](game.id)]);
    } catch (error) {
      deps.logger.error({ err: error, pool: row.pool }, 'pairing failed');
      await Promise.all([white[1](null), black[1](null)]);
    }
  }

  async function refuseBarred(player: PlayerRef): Promise<void> {
    if (player.userId === null || !deps.mayUseLobby) return;
    if (!(await deps.mayUseLobby(player.userId))) throw new PlayError('not_allowed', PLAY_MESSAGES.no_lobby);
  }

  async function ratingOf(player: PlayerRef, speed: Speed): Promise<number> {
    if (player.userId !== null) return Math.round(await deps.memberRating(player.userId, speed));
    const level = await repo.skillLevelOf(player.guestId!);
    return level === null ? DEFAULT_PAIRING_RATING : skillLevelRating(level);
  }

  /** Expires dead nodes' seeks, then pairs this node's seeks, the longest waiting first. */
  async function pairAll(): Promise<number> {
    const expired = await repo.expire(aliveAfter());
    feed.removed(expired);
    const mine = new Set(await repo.idsOfNode(deps.nodeId));
    for (const id of waiting.keys()) if (!mine.has(id)) waiting.delete(id);
    let paired = 0;
    for (const [id] of [...waiting].sort((a, b) => a[1] - b[1])) {
      if (!waiting.has(id)) continue;
      const pair = await repo.pair(id, deps.clock.now(), aliveAfter(), PAIRING_WINDOW);
      if (!pair) continue;
      for (const row of pair) waiting.delete(row.id);
      feed.removed(pair);
      await start(sideOf(pair[0]), sideOf(pair[1]), pair[0], [pair[0].color, pair[1].color]);
      paired++;
    }
    return paired;
  }

  function background(what: () => Promise<unknown>, name: string): Promise<void> {
    const work = what()
      .then(() => undefined)
      .catch((error) => deps.logger.warn({ err: error }, `lobby ${name} failed`))
      .finally(() => running.delete(work));
    running.add(work);
    return work;
  }

  async function heartbeat(): Promise<void> {
    await repo.heartbeat(deps.nodeId, deps.clock.now());
  }

  /** The heartbeat, and the expiry the ticks do while this node has seeks waiting. */
  async function housekeeping(): Promise<void> {
    await heartbeat();
    if (waiting.size === 0) feed.removed(await repo.expire(aliveAfter()));
  }

  /**
   * Pairs now; the ticks asked for while one runs share one more, which starts when it ends. A
   * pass reads every seek of this node, so one pass after a burst of seeks pairs them all: a pass
   * for each (every seek nudges) made a burst of n seeks cost n passes of up to n queries each.
   */
  function tick(): Promise<number> {
    if (queued) return queued;
    if (!ticking) return pass();
    queued = ticking
      .catch(() => 0)
      .then(() => {
        queued = null;
        return pass();
      });
    return queued;
  }

  function pass(): Promise<number> {
    ticking = pairAll().finally(() => {
      ticking = null;
    });
    return ticking;
  }

  return {
    /** Seeks (replacing the person's other seek); answers the pool's id. The next tick pairs it. */
    async seek(seeker: Seeker, request: SeekRequest): Promise<string> {
      if (request.rated && seeker.player.userId === null) {
        throw new PlayError('not_allowed', PLAY_MESSAGES.guests_unrated);
      }
      await refuseBarred(seeker.player);
      const { id: pool, tc } = resolvePool(request);
      const rating = await ratingOf(seeker.player, speedOf(tc));
      const custom = request.tc !== undefined;
      const offsets = request.ratingRange ? ratingRangeAround(rating, request.ratingRange) : null;
      const range = custom ? (request.ratingBounds ?? offsets) : null;
      const key = playerKey(seeker.player);
      const id = newSeekId();
      // Heard before the row exists: a pairing cannot come before it can be heard.
      await seekers.add(id, { ...seeker, key });
      seekers.forgetWhere((s, other) => s.owner === seeker.owner && other !== id);
      const now = deps.clock.now();
      const row: SeekRow = {
        id,
        playerKey: key,
        userId: seeker.player.userId,
        guestId: seeker.player.userId === null ? seeker.player.guestId : null,
        name: seeker.player.name,
        pool,
        initialSeconds: tc.initial,
        incrementSeconds: tc.increment,
        rated: request.rated,
        rating,
        color: (custom && request.color) || 'random',
        ratingMin: range?.min ?? null,
        ratingMax: range?.max ?? null,
        listed: custom,
        nodeId: deps.nodeId,
        socketId: seeker.owner,
        createdAt: now,
        aliveAt: now,
      };
      const replaced = await repo.put(row).catch((error) => {
        seekers.forget(id);
        throw error;
      });
      if (replaced) feed.removed([replaced]);
      waiting.set(id, now.getTime());
      feed.added(row);
      return pool;
    },

    /** Takes a listed seek: the game starts between its owner and `seeker`. */
    async accept(seeker: Seeker, seekId: string): Promise<void> {
      await refuseBarred(seeker.player);
      const key = playerKey(seeker.player);
      const found = await repo.find(seekId);
      if (found?.playerKey === key) throw new PlayError('not_allowed', PLAY_MESSAGES.own_seek);
      if (found && (await blockedBetween(deps.relations, found.userId, seeker.player.userId))) {
        throw new PlayError('not_allowed', PLAY_MESSAGES.blocked);
      }
      if (found?.rated && seeker.player.userId === null) {
        throw new PlayError('not_allowed', PLAY_MESSAGES.guests_unrated);
      }
      // A seek's terms never change (seeking again makes a new id), so this check holds for the take.
      if (
        found &&
        !inRatingRange(rangeOfRow(found), await ratingOf(seeker.player, speedOf(tcOfRow(found))))
      ) {
        throw new PlayError('seek_incompatible', PLAY_MESSAGES.out_of_range);
      }
      const taken = await repo.take(seekId, key, aliveAfter());
      if (!taken) throw new PlayError('not_found', PLAY_MESSAGES.seek_gone);
      // The taker's own seek, if any, goes: they are about to play.
      seekers.forgetWhere((s) => s.key === key);
      feed.removed([taken, ...(await repo.removeByPlayer(key))]);
      const answer = (gameId: string | null) => (gameId ? seeker.onPaired(gameId) : seeker.onError(null));
      await start(sideOf(taken), [seeker.player, answer], taken, [taken.color, 'random']);
    },

    /**
     * The socket cancelled or closed: its seek goes. Never rejects (a socket close awaits nothing),
     * and `stop` waits for it (sockets close as the app stops).
     */
    cancel(owner: number): Promise<void> {
      seekers.forgetWhere((s) => s.owner === owner);
      return background(
        async () => feed.removed(await repo.removeBySocket(deps.nodeId, owner)),
        'withdrawal',
      );
    },

    tick,
    /** Pairs soon (a seek just came), without making the caller wait or fail. */
    nudge: () => void background(tick, 'tick'),
    list,
    /** Sends the list with the follower's own ratings (to tell which seeks they may join), then changes. */
    async follow(follower: FeedFollower, player: PlayerRef | null): Promise<void> {
      const ratings = player
        ? (Object.fromEntries(
            await Promise.all(LIVE_SPEEDS.map(async (speed) => [speed, await ratingOf(player, speed)])),
          ) as LobbyRatings)
        : undefined;
      await feed.follow(follower, ratings);
    },
    unfollow: (id: number) => feed.unfollow(id),

    /** How many wait in each pool across every node (`3+0|rated` → n). */
    sizes: () => repo.sizes(aliveAfter()),

    skillLevelOf: (guestId: string) => repo.skillLevelOf(guestId),
    setSkillLevel: (guestId: string, level: number) => repo.setSkillLevel(guestId, level, deps.clock.now()),

    /** Refreshes this node's seeks, so other nodes know it lives. */
    heartbeat,

    start(): void {
      if (timers.length) return;
      // With no seek of its own waiting, a node has nothing to pair: it leaves the database alone
      // (PGlite's one connection) and expires dead nodes' seeks at its heartbeat instead.
      timers.push(
        setInterval(() => {
          if (!ticking && waiting.size > 0) void background(tick, 'tick');
        }, TICK_MS),
        setInterval(() => void background(housekeeping, 'heartbeat'), LOBBY_HEARTBEAT_MS),
      );
      for (const timer of timers) timer.unref();
    },

    /** Stops pairing and the heartbeat (this node's seeks then expire like a dead node's). */
    async stop(): Promise<void> {
      for (const timer of timers.splice(0)) clearInterval(timer);
      while (running.size) await Promise.all(running);
    },
  };
}

export type Lobby = ReturnType<typeof createLobby>;
