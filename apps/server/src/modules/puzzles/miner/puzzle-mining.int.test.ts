import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../../test/databases';
import { startTestApp, type TestApp } from '../../../../test/test-app';
import { runAdminCommand } from '../../../admin-commands';
import { newTable, play } from '../../play/play.fixtures';
import { puzzles } from '../puzzles.tables';

// 1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6?? 4. Qxf7#: the game ends in the mate the miner should find.
const SCHOLAR = ['e2e4', 'e7e5', 'f1c4', 'b8c6', 'd1h5', 'g8f6', 'h5f7'];

describe.each(DATABASE_KINDS)('the puzzle miner over finished games on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('mines finished games once, through the CLI command, and stores what it finds', async () => {
    const table = await newTable(t);
    await play(t, table, SCHOLAR);
    const context = {
      services: t.services,
      dataDir: '/nowhere',
      migration: { applied: 0, total: 0 },
      runner: 'server' as const,
    };
    const said = await runAdminCommand({ name: 'puzzles:mine', games: 5 }, context);
    expect(said).toBe('Mined 1 finished game: 1 new puzzle.');
    const stored = await t.testDb.database.db.select().from(puzzles);
    expect(stored).toMatchObject([
      {
        fen: 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4',
        solution: ['h5f7'],
        themes: ['mateIn1'],
        sourceGameId: table.id,
        sourcePly: 6,
      },
    ]);
    // The cursor moved on: the same game is not mined again.
    expect(await runAdminCommand({ name: 'puzzles:mine', games: 5 }, context)).toBe(
      'Mined 0 finished games: 0 new puzzles.',
    );
  }, 120_000);
});
