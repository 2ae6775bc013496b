/**
 * The opening table is read at run time, from the bundle too (apps/server/dist/cli.js): the built
 * server, started as `kingside serve` is, names the demo games' openings from OPENINGS_DIR.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Chess } from 'chess.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySeededDataDir } from '../../../test/demo-template';
import { TEST_OPENINGS } from '../../../test/test-app';
import { type Kingside, startKingside, stopKingside } from '../play/live-server.fixture';

describe('the built server', () => {
  let server: Kingside;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kingside-export-bundle-'));

  beforeAll(async () => {
    // Seeded by the CLI, which names no openings: this server names them from its own OPENINGS_DIR.
    await copySeededDataDir(dataDir);
    server = await startKingside({ dataDir, env: { OPENINGS_DIR: TEST_OPENINGS } });
  }, 180_000);
  afterAll(async () => {
    await stopKingside(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('names openings by position in the PGN it exports', async () => {
    const response = await fetch(`${server.http}/api/games/user/demo_platinum?opening=true&max=9`);
    expect(response.status).toBe(200);
    const texts = (await response.text()).split(/\n\n(?=\[Event )/);
    const openings = texts.map((text) => {
      const chess = new Chess();
      chess.loadPgn(text);
      return chess.getHeaders().Opening;
    });
    // The demo's English-order Nimzo-Indian and the scholar's mate's King's Pawn Game, among others.
    expect(openings).toContain('Nimzo-Indian Defense');
    expect(openings).toContain("King's Pawn Game");
    expect(openings).toContain("Queen's Gambit");
  });
});
