import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, TestBrowser } from '../../../test/test-app';
import { startTwoNodes, type TwoNodes } from '../../../test/two-nodes';
import { newTable, refusal } from './play.fixtures';
import { playerOf } from './player';
import { gameEvent, listenForSockets, SocketClient } from './socket/socket-client.fixture';

const postgres = Boolean(process.env.TEST_DATABASE_URL);
const redis = Boolean(process.env.REDIS_URL);

/** Two server processes' worth of app on one PostgreSQL (and one Redis when there is one). */
describe.runIf(postgres)('two nodes on one PostgreSQL', () => {
  let cluster: TwoNodes;
  let nodeA: TestApp;
  let nodeB: TestApp;
  beforeAll(async () => {
    cluster = await startTwoNodes();
    ({ a: nodeA, b: nodeB } = cluster);
  });
  afterAll(async () => {
    await cluster.close();
  });

  it('accepts the same move sent through both nodes at once exactly once, 100 times out of 100', async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < 100; i++) {
      const table = await newTable(nodeA);
      // Both nodes hold the game at version 0, as when both serve one of its players.
      await nodeB.services.play.games.colorOf(table.id, table.white);
      const move = (node: TestApp) =>
        refusal(node.services.play.games.act(table.id, table.white, { t: 'move', uci: 'e2e4', version: 0 }));
      const pair = await Promise.all([move(nodeA), move(nodeB)]);
      outcomes.push(pair.sort().join(','));
      const stored = (await nodeB.services.play.games.view(table.id, null))!;
      expect(stored).toMatchObject({ version: 1, moves: ['e2e4'] });
      expect(await nodeA.services.play.games.eventsSince(table.id, 0)).toHaveLength(1);
    }
    expect(new Set(outcomes)).toEqual(new Set(['accepted,stale_version']));
  });

  it('ends an overdue game once when both nodes sweep at the same moment', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const table = await newTable(nodeA, { tc: { initial: 60, increment: 0 } });
      for (const [uci, player, version] of [
        ['e2e4', table.white, 0],
        ['e7e5', table.black, 1],
      ] as const) {
        await nodeA.services.play.games.act(table.id, player, { t: 'move', uci, version });
      }
      ids.push(table.id);
    }
    for (const node of [nodeA, nodeB]) node.clock.advance(120_000);
    const swept = await Promise.all([
      nodeA.services.play.sweeper.sweep(),
      nodeB.services.play.sweeper.sweep(),
    ]);
    const ended = swept.flat();
    expect(new Set(ended).size).toBe(ended.length);
    expect(ended).toEqual(expect.arrayContaining(ids));
    for (const id of ids) {
      const events = (await nodeA.services.play.games.eventsSince(id, 0)) as { event: { kind: string } }[];
      expect(events.filter((e) => e.event.kind === 'end')).toHaveLength(1);
    }
  });

  it.runIf(redis)('carries a game between players on different nodes over Redis', async () => {
    const urls: string[] = [];
    for (const node of [nodeA, nodeB]) {
      urls.push(await listenForSockets(node.app));
    }
    const onA = new TestBrowser(nodeA.app);
    await onA.get('/');
    const onB = new TestBrowser(nodeB.app);
    await onB.get('/');
    const whiteId = (await onA.get('/callback/user/current')).json().user.id;
    const blackId = (await onB.get('/callback/user/current')).json().user.id;
    const table = await newTable(nodeA, { white: playerOf(null, whiteId)!, black: playerOf(null, blackId)! });
    const white = await SocketClient.open(urls[0]!, { cookies: onA.cookies });
    const black = await SocketClient.open(urls[1]!, { cookies: onB.cookies });
    for (const client of [white, black]) {
      client.send({ t: 'watch', gameId: table.id });
      await client.take((m) => m.t === 'game.full');
    }
    white.send({ t: 'move', gameId: table.id, uci: 'e2e4', version: 0 });
    expect(await black.take(gameEvent(table.id, 1))).toMatchObject({ event: { kind: 'move', uci: 'e2e4' } });
    black.send({ t: 'move', gameId: table.id, uci: 'c7c5', version: 1 });
    expect(await white.take(gameEvent(table.id, 2))).toMatchObject({ event: { kind: 'move', uci: 'c7c5' } });
    await Promise.all([white.close(), black.close()]);
  });
});
