import { type Color, type GameStatus, type GameView, noStartBy } from '@kingside/contract';
import type { Db } from '../../db/db';
import { type Bus, freezeMessage } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import { type Committer, createCommitter, type GameWrite, type WriteOutcome } from './committer';
import { decideDaily } from './daily/daily-decide';
import { loadDailyTerms } from './daily/daily-terms';
import { presentGame } from './game.present';
import { type GameBusMessage, gameChannel } from './game-channel';
import { type Command, decide, type LiveGame, loadGame, movesOf } from './game-logic';
import { type NameOpening, withOpening } from './game-opening';
import { insertNewGame, type NewGameInput } from './game-start';
import type { JournalFile } from './journal';
import { createMoveJournal } from './move-journal';
import { createPlayRepo, type StoredEvent } from './play.repo';
import { PLAY_MESSAGES, PlayError } from './play-error';
import type { PlayNotices } from './play-notices';
import type { PlayTimings } from './play-timings';
import { colorOf, type PlayerRef } from './player';

/** A reconnecting client further behind than this gets the full state instead of a replay. */
export const REPLAY_LIMIT = 100;
const CACHE_MAX = 5000;

export { type NewGameInput, newGameId } from './game-start';

export interface GameServiceDeps {
  db: Db;
  clock: Clock;
  bus: Bus;
  logger: Logger;
  /** Group-commit window in ms (default 2). */
  commitWindowMs?: number;
  /** See `CommitterOptions.singleWriter`. */
  singleWriter?: boolean;
  /** See `CommitterOptions.timings`. */
  timings?: PlayTimings | null;
  /** With `singleWriter`: the folder of the move journal (move-journal.ts); none, no journal. */
  journalDir?: string | null;
  /** How long journaled moves wait to be folded (default FOLD_EVERY_MS; tests hold them longer). */
  journalFoldEveryMs?: number;
  /** Games a fold writes in one statement (default FOLD_CHUNK; tests fold a few games in several). */
  journalFoldChunk?: number;
  /** Opens a journal file (tests: one whose appends fail); openJournalFile by default. */
  journalOpenFile?: (path: string) => Promise<JournalFile>;
  /** Told of each game's start and end (trackers' notifications). */
  notices: PlayNotices;
  /** Names the opening of each game as it ends (stored with the end). */
  nameOpening: NameOpening;
}

/**
 * The one authoritative sequence per game. Every change is decided on the current state, made
 * durable by a conditional write on the game's version (group-committed), and only then published
 * on `game:<id>` and answered. Loaded games are cached per node; the version check keeps a stale
 * cache harmless (it costs a reload).
 */
export function createGameService(deps: GameServiceDeps) {
  const repo = createPlayRepo(deps.db);
  const committer: Committer = createCommitter({
    db: deps.db,
    repo,
    clock: deps.clock,
    windowMs: deps.commitWindowMs,
    singleWriter: deps.singleWriter,
    timings: deps.timings,
    journal:
      deps.singleWriter && deps.journalDir
        ? createMoveJournal({
            db: deps.db,
            dir: deps.journalDir,
            logger: deps.logger,
            foldEveryMs: deps.journalFoldEveryMs,
            foldChunk: deps.journalFoldChunk,
            openFile: deps.journalOpenFile,
          })
        : null,
  });

  /** A game's row as this node has it: with the moves journaled and not yet folded. */
  async function findGame(id: string) {
    const row = await repo.findGame(id);
    return row && committer.current(row);
  }
  const cache = new Map<string, LiveGame>();

  function remember(game: LiveGame): void {
    cache.delete(game.row.id);
    if (game.row.status !== 'started') return;
    cache.set(game.row.id, game);
    if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!);
  }

  async function loadFresh(id: string): Promise<LiveGame | null> {
    const row = await findGame(id);
    if (!row) {
      cache.delete(id);
      return null;
    }
    const game = loadGame(row);
    remember(game);
    return game;
  }

  /** Tells the notices, off the game's path: a failure is logged, never the game's. */
  function tell(gameId: string, notice: (notices: PlayNotices) => Promise<void>): void {
    notice(deps.notices).catch((error) => deps.logger.warn({ err: error, gameId }, 'game notice failed'));
  }

  /** A game ended (whichever node or sweep ended it): its players as stored, and the result. */
  function tellFinished(gameId: string): void {
    tell(gameId, async (notices) => {
      const row = await repo.findGame(gameId);
      if (!row) return;
      await notices.gameFinished({
        id: row.id,
        white: { userId: row.whiteUserId, name: row.whiteName },
        black: { userId: row.blackUserId, name: row.blackName },
        status: row.status as GameStatus,
        winner: row.winner as Color | null,
        noStart: noStartBy(row.endReason),
      });
    });
  }

  /** Told of each committed daily move (conditional moves), off the game's path. */
  let dailyMoveListener: ((gameId: string) => Promise<void>) | null = null;

  /** A daily game's move was made: the side now to move hears of it (the bell). */
  function tellDailyTurn(row: LiveGame['row']): void {
    const listener = dailyMoveListener;
    if (listener) tell(row.id, () => listener(row.id));
    const mover = row.clockRunning as Color | null;
    const userId = mover && row[`${mover}UserId`];
    if (!mover || !userId) return;
    const other = mover === 'white' ? 'black' : 'white';
    tell(row.id, (notices) =>
      notices.dailyYourMove({
        gameId: row.id,
        userId,
        opponentId: row[`${other}UserId`],
        opponentName: row[`${other}Name`],
      }),
    );
  }

  /**
   * Publishes what a write committed; a lost message is refilled by the receivers (versions).
   * Frozen: this node's subscribers share it, and its events, uncopied.
   */
  async function publish(gameId: string, write: GameWrite, outcome: WriteOutcome & { ok: true }) {
    if (outcome.events.some((event) => event.kind === 'end')) tellFinished(gameId);
    const events = outcome.events.map((event, k) => ({ version: write.version + k + 1, event }));
    try {
      const message: GameBusMessage = { t: 'events', events };
      await deps.bus.publish(gameChannel(gameId), freezeMessage(message));
    } catch (error) {
      deps.logger.warn({ err: error, gameId }, 'game event publish failed');
    }
  }

  /** Commits a decided write; on success the cache holds the new state. */
  async function commit(
    game: LiveGame,
    write: Omit<GameWrite, 'gameId' | 'version'>,
    after?: LiveGame,
  ): Promise<WriteOutcome> {
    const named = withOpening(deps.nameOpening, () => movesOf(game), write);
    // Written out: spread, the write's varying optional keys made this a slow copy on every move.
    const full: GameWrite = {
      gameId: game.row.id,
      version: game.row.version,
      patch: named.patch,
      events: named.events,
    };
    if (named.ratedEnd) full.ratedEnd = named.ratedEnd;
    if (named.appended) full.appended = named.appended;
    const outcome = await committer.submit(full, game.row.daysPerMove === null);
    if (!outcome.ok) {
      cache.delete(game.row.id);
      return outcome;
    }
    let row: LiveGame['row'];
    if (after) {
      // A move that goes on is written into the cached row in place: a copy of the row per move
      // outlived two scavenges with the state (issue 13). No reader is misled: a command is decided
      // on the cached state without awaiting anything, and a write decided on the version this one
      // replaced is refused, whatever it read.
      row = Object.assign(game.row, named.patch);
      row.version = outcome.version;
      // The position this move replaced is the next move's to play on: `game` is superseded, and
      // a command still deciding on it did so before this commit, without awaiting anything.
      after.spare = game.state.pos;
      remember(after);
    } else {
      row = { ...game.row, ...named.patch, version: outcome.version } as LiveGame['row'];
      if (row.status === 'started') remember(row.moves === game.row.moves ? { ...game, row } : loadGame(row));
      else cache.delete(row.id);
    }
    if (row.daysPerMove !== null && row.status === 'started' && write.events.some((e) => e.kind === 'move'))
      tellDailyTurn(row);
    await publish(row.id, full, outcome);
    return outcome;
  }

  return {
    committer,

    /** Sets who hears of each committed daily move (play's conditional moves). */
    onDailyMove(listener: (gameId: string) => Promise<void>): void {
      dailyMoveListener = listener;
    },

    async create(input: NewGameInput): Promise<GameView> {
      const { row, now } = await insertNewGame(deps, repo, input);
      if (row.daysPerMove === null) committer.track(row.id, row.version);
      const game = loadGame(row);
      remember(game);
      tell(row.id, (notices) =>
        notices.gameStarted({
          id: row.id,
          white: { userId: row.whiteUserId, name: row.whiteName },
          black: { userId: row.blackUserId, name: row.blackName },
        }),
      );
      return presentGame(game, now);
    },

    async view(id: string, viewer: PlayerRef | null): Promise<GameView | null> {
      const game = await loadFresh(id);
      return game && presentGame(game, deps.clock.now(), viewer);
    },

    async colorOf(id: string, player: PlayerRef) {
      const game = cache.get(id) ?? (await loadFresh(id));
      return game ? colorOf(game.row, player) : null;
    },

    /** Whether the game is being played (the cache holds live games only; else it is read). */
    async isLive(id: string): Promise<boolean> {
      return (cache.get(id) ?? (await loadFresh(id)))?.row.status === 'started';
    },

    /**
     * One player's command. Resolves with the version it produced once durable and published;
     * rejects with a `PlayError` (nothing changed, unless the flag had fallen: then the game ended).
     */
    async act(id: string, player: PlayerRef, command: Exclude<Command, { t: 'deadline' }>, lagMs = 0) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const cached = cache.get(id);
        // A daily game is read afresh: a vacation moves its deadline without a new version.
        const usable =
          cached &&
          cached.row.daysPerMove === null &&
          (command.t !== 'move' || command.version <= cached.row.version);
        let game = usable ? cached : await loadFresh(id);
        if (!game) throw new PlayError('not_found', PLAY_MESSAGES.not_found);
        const terms =
          game.row.daysPerMove === null ? null : await loadDailyTerms(deps.db, game.row, deps.clock.now());
        const decideOn = (g: LiveGame) =>
          terms && g.row.daysPerMove !== null
            ? decideDaily(g, colorOf(g.row, player), command, deps.clock.now(), terms)
            : decide(g, colorOf(g.row, player), command, deps.clock.now(), lagMs);
        let outcome: ReturnType<typeof decide>;
        try {
          outcome = decideOn(game);
        } catch (error) {
          // A refusal from a cached state is checked against the database before it is final.
          if (!(error instanceof PlayError) || game !== cached) throw error;
          game = await loadFresh(id);
          if (!game) throw new PlayError('not_found', PLAY_MESSAGES.not_found);
          outcome = decideOn(game);
        }
        if (!outcome.write) return { version: game.row.version };
        const done = await commit(game, outcome.write, outcome.after);
        if (done.ok) {
          if (outcome.error) throw outcome.error;
          return { version: done.version };
        }
        // Another write (this node or another) came first: a move was made on an old version.
        if (command.t === 'move') throw new PlayError('stale_version', PLAY_MESSAGES.stale_version);
      }
      throw new PlayError('stale_version', PLAY_MESSAGES.stale_version);
    },

    /** The events after `since`, or `too_far` when a full state serves better. */
    async eventsSince(id: string, since: number): Promise<StoredEvent[] | 'too_far' | 'not_found'> {
      await committer.settle(id);
      const row = await repo.findGame(id);
      if (!row) return 'not_found';
      if (since > row.version || row.version - since > REPLAY_LIMIT) return 'too_far';
      return repo.eventsSince(id, since, REPLAY_LIMIT);
    },

    /** Another node wrote this game: a cached older state is dropped. */
    observe(id: string, version: number): void {
      const cached = cache.get(id);
      if (cached && cached.row.version < version) cache.delete(id);
    },

    /** Drops the cached state of a game written elsewhere (the sweeper, a refund). */
    forget(id: string): void {
      cache.delete(id);
    },

    findGame,
    publish,
    repo,
  };
}

export type GameService = ReturnType<typeof createGameService>;
