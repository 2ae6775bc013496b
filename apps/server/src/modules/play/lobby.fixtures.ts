/** The lobby's integration tests' fixture (not used by the app): lobbies on a test app's database. */
import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../../test/test-app';
import { createLobby, type SeekRequest } from './lobby.service';
import { guest, member } from './play.fixtures';
import type { PlayerRef } from './player';

let serial = 0;

/** Lobbies made by `setup`; `cancelAll` after each test takes back every seek they made. */
export function testLobbies(app: () => TestApp) {
  const owners: { lobby: ReturnType<typeof createLobby>; owner: number }[] = [];

  /** A lobby of its own (a node of its own) on the app's database, with a fake game maker. */
  function setup(gate: Promise<void> = Promise.resolve()) {
    const t = app();
    const ratings = new Map<number, number>();
    const games: { white: string; black: string; tc: string; rated: boolean }[] = [];
    const paired = new Map<string, string>();
    const lobby = createLobby({
      db: t.testDb.database.db,
      bus: t.services.bus,
      clock: t.clock,
      logger: t.app.log as never,
      nodeId: randomUUID(),
      relations: t.services.relations,
      memberRating: async (userId) => ratings.get(userId)!,
      createGame: async ({ white, black, tc, rated }) => {
        await gate;
        games.push({ white: white.name, black: black.name, tc: `${tc.initial}+${tc.increment}`, rated });
        return { id: `game${games.length}` };
      },
      coin: () => true,
    });
    const players = new Map<string, PlayerRef>();
    /** A new seeker's owner (a socket, in the app), cancelled after the test. */
    const nextOwner = () => owners.push({ lobby, owner: owners.length + 1 });
    const seek = async (name: string, rating: number, request: Partial<SeekRequest>) => {
      const player = await named(name, rating);
      return lobby.seek(seeker(name, player, nextOwner()), { rated: true, ...request });
    };
    const named = async (name: string, rating: number) => {
      const player = players.get(name) ?? (await member(t, `${name}_${++serial}`));
      players.set(name, player);
      ratings.set(player.userId!, rating);
      return player;
    };
    const seeker = (name: string, player: PlayerRef, owner: number) => ({
      player,
      owner,
      onPaired: (id: string) => paired.set(name, id),
      onError: () => {},
    });
    /** `name` takes the listed seek of `owner` from the lobby's list. */
    const accept = async (name: string, rating: number, owner: string) => {
      const listed = (await lobby.list()).find((s) => s.username.startsWith(`${owner}_`))!;
      return lobby.accept(seeker(name, await named(name, rating), nextOwner()), listed.id);
    };
    const names = () =>
      games.map((g) => ({ ...g, white: g.white.split('_')[0], black: g.black.split('_')[0] }));
    /** A guest at skill `level` seeks, casual unless asked otherwise; answers the guest. */
    const guestSeeks = async (level: number, request: Partial<SeekRequest>) => {
      const player = guest();
      await lobby.setSkillLevel(player.guestId!, level);
      const seeker = { player, owner: nextOwner(), onPaired: () => {}, onError: () => {} };
      await lobby.seek(seeker, { rated: false, ...request });
      return player;
    };
    return { lobby, names, paired, seek, accept, named, nextOwner, guestSeeks };
  }

  /** Time passes while every node beats (the seeks stay alive; the window widens). */
  async function waitFor(ms: number) {
    app().clock.advance(ms);
    for (const { lobby } of owners) await lobby.heartbeat();
  }

  async function cancelAll() {
    for (const { lobby, owner } of owners.splice(0)) await lobby.cancel(owner);
  }

  return { setup, waitFor, cancelAll };
}
