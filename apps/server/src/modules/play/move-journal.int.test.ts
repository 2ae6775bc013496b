/**
 * The move journal on the embedded database: game services of their own on a test database, each
 * with a journal folder, holding journaled moves until a test folds them (a fold on a timer would
 * race the reads of the table). A "crash" is a service dropped without closing.
 */
import { copyFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { wrappedDb } from '../../../test/wrapped-db';
import type { Db } from '../../db/db';
import { createMemoryBus } from '../../platform/bus/memory-bus';
import { createLogger } from '../../platform/logger';
import { createGameService, type GameService } from './game.service';
import { encodeRecord, encodeWrites, type JournalFile, openJournalFile, readJournalFile } from './journal';
import { newTable, play, refusal, type Table } from './play.fixtures';
import { createPlayRepo } from './play.repo';
import type { PlayNotices } from './play-notices';
import { createSweeper, FLAG_GRACE_MS } from './sweeper';

const quiet: PlayNotices = {
  challenged: async () => {},
  gameStarted: async () => {},
  dailyYourMove: async () => {},
  dailyTimeRunningOut: async () => {},
  gameFinished: async () => {},
};

describe('the move journal on the embedded database', () => {
  let t: TestApp;
  let folders = 0;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => t.close());

  const logger = createLogger({ logLevel: 'silent' });
  const stored = (id: string) => createPlayRepo(t.testDb.database.db).findGame(id);
  const storedEvents = async (id: string) =>
    (await createPlayRepo(t.testDb.database.db).eventsSince(id, 0, 1000)).map((e) => [
      e.version,
      e.event.kind,
    ]);
  const newFolder = () => path.join(t.testDb.dataDir, `journal-${++folders}`);
  const bytesIn = (dir: string) =>
    readdirSync(dir).reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0);

  /** A game service with its journal open, as `serve` has it on the embedded database. */
  async function service(
    dir: string,
    openFile?: (path: string) => Promise<JournalFile>,
    options: { db?: Db; foldChunk?: number } = {},
  ) {
    const games = createGameService({
      db: options.db ?? t.testDb.database.db,
      journalFoldChunk: options.foldChunk,
      clock: t.clock,
      bus: createMemoryBus(),
      logger,
      singleWriter: true,
      journalDir: dir,
      journalFoldEveryMs: 3_600_000,
      journalOpenFile: openFile,
      notices: quiet,
      nameOpening: () => null,
    });
    await games.committer.recover();
    // The fixtures reach the service through the app's services.
    const app = { ...t, services: { ...t.services, play: { ...t.services.play, games } } } as TestApp;
    return { games, app };
  }

  /** The flag sweeper over a service of these tests. */
  const sweeperOf = (games: GameService) =>
    createSweeper({
      db: t.testDb.database.db,
      clock: t.clock,
      logger,
      games,
      presence: t.services.play.presence,
    });

  it('acknowledges plain moves once journaled and folds them into the tables behind', async () => {
    const dir = newFolder();
    const { games, app } = await service(dir);
    const table = await newTable(app);
    expect(await play(app, table, ['e2e4', 'e7e5', 'g1f3'])).toBe(3);
    expect((await stored(table.id))!).toMatchObject({ version: 0, moves: '' });
    expect(bytesIn(dir)).toBeGreaterThan(0);
    // What this node answers has them (the game page, a spectator, the next move).
    expect(await games.view(table.id, null)).toMatchObject({ version: 3, moves: ['e2e4', 'e7e5', 'g1f3'] });
    // A replay of events folds first: they are read from the table.
    expect(await games.eventsSince(table.id, 1)).toHaveLength(2);
    expect((await stored(table.id))!).toMatchObject({ version: 3, moves: 'e2e4 e7e5 g1f3' });
    expect(await storedEvents(table.id)).toEqual([
      [1, 'move'],
      [2, 'move'],
      [3, 'move'],
    ]);
    expect(bytesIn(dir)).toBe(0);
    await games.committer.close();
  });

  it('refuses a move on an old version from the journal, as the table would', async () => {
    const { games, app } = await service(newFolder());
    const table = await newTable(app);
    await play(app, table, ['e2e4']);
    expect(await refusal(games.act(table.id, table.black, { t: 'move', uci: 'e7e5', version: 0 }))).toBe(
      'stale_version',
    );
    await games.committer.close();
    expect((await stored(table.id))!).toMatchObject({ version: 1, moves: 'e2e4' });
  });

  it('folds a game before a write of it goes to the database (a resignation)', async () => {
    const { games, app } = await service(newFolder());
    const table = await newTable(app);
    await play(app, table, ['e2e4', 'e7e5']);
    expect(await games.act(table.id, table.white, { t: 'resign' })).toEqual({ version: 3 });
    expect((await stored(table.id))!).toMatchObject({ version: 3, moves: 'e2e4 e7e5', status: 'resign' });
    expect(await storedEvents(table.id)).toEqual([
      [1, 'move'],
      [2, 'move'],
      [3, 'end'],
    ]);
    // The game is the database's again: a move now is checked there, and refused.
    expect(await refusal(games.act(table.id, table.black, { t: 'move', uci: 'g8f6', version: 3 }))).not.toBe(
      'accepted',
    );
    await games.committer.close();
  });

  it('lets the flag sweeper judge a game by its journaled clock', async () => {
    const { games, app } = await service(newFolder());
    const sweeper = sweeperOf(games);
    const table = await newTable(app, { tc: { initial: 60, increment: 0 } });
    await play(app, table, ['e2e4', 'e7e5']);
    // The table still has the first move's deadline, past in a minute; the journal has white's flag then.
    // (The other tests' games may end meanwhile: they share the clock.)
    t.clock.advance(60_000);
    expect(await sweeper.sweep()).not.toContain(table.id);
    t.clock.advance(FLAG_GRACE_MS);
    expect(await sweeper.sweep()).toContain(table.id);
    expect((await stored(table.id))!).toMatchObject({ version: 3, moves: 'e2e4 e7e5', status: 'outoftime' });
    await games.committer.close();
  });

  it("lets the flag sweeper see a journaled deadline earlier than the table's", async () => {
    const { games, app } = await service(newFolder());
    const sweeper = sweeperOf(games);
    const table = await newTable(app, { tc: { initial: 60, increment: 0 } });
    await play(app, table, ['e2e4', 'e7e5', 'g1f3']);
    t.clock.advance(50_000);
    await play(app, table, ['b8c6']);
    await games.committer.settle(table.id);
    // The table: white to move, white's flag 60 s from now. The journal, after white's instant reply:
    // black to move with the 10 s black has left.
    await play(app, table, ['f1c4']);
    expect((await stored(table.id))!.deadlineAt!.getTime()).toBe(t.clock.now().getTime() + 60_000);
    // Black's 10 s and the lag compensation its move earned (under a second), then the grace.
    t.clock.advance(11_000 + FLAG_GRACE_MS);
    expect(await sweeper.sweep()).toContain(table.id);
    expect((await stored(table.id))!).toMatchObject({ status: 'outoftime', winner: 'white', blackMs: 0 });
    await games.committer.close();
  });

  it('replays what a crash left in the journal, once, and ignores a torn last record', async () => {
    const dir = newFolder();
    const crashed = await service(dir);
    const table = await newTable(crashed.app);
    await play(crashed.app, table, ['e2e4', 'e7e5', 'g1f3', 'b8c6']);
    expect((await stored(table.id))!.version).toBe(0);
    // Killed mid-append: half a record of a move that was never acknowledged.
    const [first] = readdirSync(dir).filter((name) => statSync(path.join(dir, name)).size > 0);
    const file = path.join(dir, first!);
    // The records carry what each move added, not the whole texts.
    const journaled = (await readJournalFile(file)).writes;
    expect(journaled.map((w) => [w.appended?.move, 'moves' in w.patch])).toEqual(
      ['e2e4', 'e7e5', 'g1f3', 'b8c6'].map((uci) => [uci, false]),
    );
    const torn = encodeRecord(encodeWrites([{ gameId: table.id, version: 4, events: [], patch: {} }]));
    writeFileSync(file, torn.subarray(0, 12), { flag: 'a' });
    const copy = path.join(t.testDb.dataDir, `${folders}.copy`);
    copyFileSync(file, copy);

    const restarted = await service(dir);
    expect((await stored(table.id))!).toMatchObject({ version: 4, moves: 'e2e4 e7e5 g1f3 b8c6' });
    expect(bytesIn(dir)).toBe(0);
    await restarted.games.committer.close();

    // Killed after the fold committed and before the file was emptied: the records are replayed again.
    copyFileSync(copy, file);
    const again = await service(dir);
    expect((await stored(table.id))!).toMatchObject({ version: 4, moves: 'e2e4 e7e5 g1f3 b8c6' });
    expect((await storedEvents(table.id)).map(([version]) => version)).toEqual([1, 2, 3, 4]);
    await again.games.committer.close();
  });

  it('folds in statements of a few games; one that fails leaves the games after it to the next fold', async () => {
    const { db } = t.testDb.database;
    let batchStatements = 0;
    /** The database, but the fold's second statement fails once. */
    const flaky = wrappedDb(db, 'execute', (execute) => (query) => {
      const text = new PgDialect().sqlToQuery(query as SQL).sql;
      if (text.startsWith('execute kingside_move_batch') && ++batchStatements === 2)
        return Promise.reject(new Error('connection lost')) as ReturnType<typeof execute>;
      return execute(query);
    });
    const { games, app } = await service(newFolder(), undefined, { db: flaky, foldChunk: 2 });
    const tables: Table[] = [];
    for (let i = 0; i < 5; i++) tables.push(await newTable(app));
    for (const table of tables) await play(app, table, ['e2e4', 'e7e5']);
    const versions = async () => Promise.all(tables.map(async (table) => (await stored(table.id))!.version));
    expect(await versions()).toEqual([0, 0, 0, 0, 0]);

    await expect(games.committer.settle(tables[0]!.id)).rejects.toThrow('connection lost');
    expect((await versions()).sort()).toEqual([0, 0, 0, 2, 2]);
    // Every game still reads whole through the journal, and takes its next move from it.
    for (const table of tables) expect((await games.view(table.id, null))!.version).toBe(2);
    for (const table of tables) await play(app, table, ['g1f3']);

    await games.committer.settle(tables[0]!.id);
    expect(batchStatements).toBeGreaterThan(3);
    expect(await versions()).toEqual([3, 3, 3, 3, 3]);
    for (const table of tables) {
      expect((await storedEvents(table.id)).map(([version]) => version)).toEqual([1, 2, 3]);
      expect((await stored(table.id))!.moves).toBe('e2e4 e7e5 g1f3');
    }
    await games.committer.close();
  });

  it('changes nothing when an append fails: the move is neither folded nor replayed', async () => {
    const dir = newFolder();
    let failNext = false;
    /** Journal files whose next append fails as a full disk would, when told to. */
    const failing = async (name: string): Promise<JournalFile> => {
      const file = await openJournalFile(name);
      return {
        path: file.path,
        append(records) {
          if (!failNext) return file.append(records);
          failNext = false;
          return Promise.reject(
            Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }),
          );
        },
        get damaged() {
          return file.damaged;
        },
        clear: () => file.clear(),
        close: () => file.close(),
      };
    };
    const { games, app } = await service(dir, failing);
    const table = await newTable(app);
    await play(app, table, ['e2e4']);
    failNext = true;
    await expect(games.act(table.id, table.black, { t: 'move', uci: 'e7e5', version: 1 })).rejects.toThrow(
      'ENOSPC',
    );
    // A fold (before the events are read) has only the acknowledged move.
    expect(await games.eventsSince(table.id, 0)).toHaveLength(1);
    expect((await stored(table.id))!).toMatchObject({ version: 1, moves: 'e2e4' });
    // The next move on the old version is accepted, and journaled again after it.
    expect(await games.act(table.id, table.black, { t: 'move', uci: 'c7c5', version: 1 })).toEqual({
      version: 2,
    });
    expect(await games.act(table.id, table.white, { t: 'move', uci: 'g1f3', version: 2 })).toEqual({
      version: 3,
    });
    expect((await stored(table.id))!.version).toBeLessThan(3);

    // A crash: the replay brings back the acknowledged moves and nothing of the refused one.
    const restarted = await service(dir);
    expect((await stored(table.id))!).toMatchObject({ version: 3, moves: 'e2e4 c7c5 g1f3' });
    expect((await storedEvents(table.id)).map(([version]) => version)).toEqual([1, 2, 3]);
    await restarted.games.committer.close();
  });
});
