import { type GameView, type ServerMessage, TOURNAMENTS_API } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { memberWith, type TestMember } from '../entitlements/entitlements.fixtures';
import { PlayError } from '../play';
import { gameEvent, isType, listenForSockets, SocketClient } from '../play/socket/socket-client.fixture';

const MINUTE = 60_000;
/** 1.e4 e5 2.Nf3 Nc6 3.Bc4 Nf6 4.d3 Bc5 5.Nc3 d6 6.Bg5 Bg4 7.Qd2 Qd7: seven full moves. */
const SEVEN_MOVES = 'e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 d2d3 f8c5 b1c3 d7d6 c1g5 c8g4 d1d2 d8d7'.split(' ');

describe.each(DATABASE_KINDS)('berserk in an arena on %s', (kind) => {
  let t: TestApp;
  let staff: TestMember;
  let socketUrl: string;
  const sockets: SocketClient[] = [];
  let serial = 0;
  const name = (what: string) => `bz${kind.slice(0, 2)}_${what}_${++serial}`;

  beforeAll(async () => {
    t = await startTestApp(kind);
    socketUrl = await listenForSockets(t.app);
    staff = await memberWith(t, { name: name('staff'), level: 'staff' });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await t.close();
  });

  /** A started 3+2 arena of two members, paired: the game and who plays which colour. */
  async function pairedArena(url: string) {
    const created = await staff.browser.post(TOURNAMENTS_API.list, {
      url,
      name: 'Berserk arena',
      tc: { initial: 180, increment: 2 },
      rated: true,
      startsAt: new Date(t.clock.now().getTime() + MINUTE).toISOString(),
      durationMinutes: 30,
      official: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const [a, b] = await Promise.all([
      memberWith(t, { name: name('p') }),
      memberWith(t, { name: name('p') }),
    ]);
    for (const m of [a!, b!]) expect((await m.browser.post(TOURNAMENTS_API.join(url))).statusCode).toBe(200);
    t.clock.advance(MINUTE + 1000);
    await t.services.tournaments.runner.tick();
    t.clock.advance(3000);
    await t.services.tournaments.runner.tick();
    const gameId = (await t.services.tournaments.view(url, a!.user)).me!.gameId!;
    expect(gameId).toMatch(/^[A-Za-z0-9]{8}$/);
    const game = (await t.services.play.games.view(gameId, null))!;
    const [white, black] = game.white.userId === a!.user.userId ? [a!, b!] : [b!, a!];
    const ref = (m: TestMember) => ({ userId: m.user.userId, guestId: null, name: m.user.username });
    return { gameId, white, black, w: ref(white), b: ref(black) };
  }

  const view = async (gameId: string): Promise<GameView> => (await t.services.play.games.view(gameId, null))!;
  const codeOf = (p: Promise<unknown>) =>
    p.then(
      () => 'done',
      (error: unknown) => (error instanceof PlayError ? error.code : String(error)),
    );

  it('halves the berserk side’s clock and drops its increment; the opponent sees it over the socket', async () => {
    const { gameId, white, black, w, b } = await pairedArena(`berserk-${kind}-clock`);
    const games = t.services.play.games;
    expect(await view(gameId)).toMatchObject({ berserkable: true, berserk: { white: false, black: false } });
    const whiteSocket = await SocketClient.open(socketUrl, { cookies: white.browser.cookies });
    const blackSocket = await SocketClient.open(socketUrl, { cookies: black.browser.cookies });
    sockets.push(whiteSocket, blackSocket);
    for (const s of [whiteSocket, blackSocket]) {
      s.send({ t: 'watch', gameId });
      await s.take(isType('game.full'));
    }

    await games.act(gameId, w, { t: 'move', uci: 'e2e4', version: 0 });
    blackSocket.send({ t: 'berserk', gameId, ref: 5 });
    expect(await blackSocket.take(isType('ack'))).toEqual({ t: 'ack', ref: 5 });
    const seen = (await whiteSocket.take(
      (m) => gameEvent(gameId)(m) && (m as { event: { kind: string } }).event.kind === 'berserk',
    )) as Extract<ServerMessage, { t: 'game.event' }>;
    expect(seen.event).toMatchObject({
      kind: 'berserk',
      color: 'black',
      clock: { white: 180_000, black: 90_000 },
    });
    expect(await view(gameId)).toMatchObject({
      berserk: { white: false, black: true },
      clock: { white: 180_000, black: 90_000 },
    });

    // Each side keeps its own increment: white earns 2 s a move, black nothing.
    let version = (await view(gameId)).version;
    await games.act(gameId, b, { t: 'move', uci: 'e7e5', version: version++ });
    t.clock.advance(1000);
    await games.act(gameId, w, { t: 'move', uci: 'g1f3', version: version++ });
    t.clock.advance(1000);
    await games.act(gameId, b, { t: 'move', uci: 'b8c6', version: version++ });
    // Both were charged the same second less the same lag compensation: all else is the increment.
    const { clock } = await view(gameId);
    expect(clock.black).toBeLessThanOrEqual(90_000);
    expect(clock.white - clock.black).toBe(90_000 + 2000);
  });

  it('refuses berserk after the side’s first move, twice, or outside an arena, changing nothing', async () => {
    const { gameId, white, w, b } = await pairedArena(`berserk-${kind}-refused`);
    const games = t.services.play.games;
    await games.act(gameId, w, { t: 'move', uci: 'd2d4', version: 0 });
    expect(await codeOf(games.act(gameId, w, { t: 'berserk' }))).toBe('berserk_too_late');
    expect(await codeOf(games.act(gameId, b, { t: 'berserk' }))).toBe('done');
    const before = await view(gameId);
    expect(await codeOf(games.act(gameId, b, { t: 'berserk' }))).toBe('berserk_already');
    await games.act(gameId, b, { t: 'move', uci: 'd7d5', version: before.version });
    const moved = await view(gameId);
    expect(await codeOf(games.act(gameId, b, { t: 'berserk' }))).toBe('berserk_already');
    expect(await view(gameId)).toEqual(moved);

    // A game outside an arena (the lobby's, a challenge's) has no berserk.
    const casual = await games.create({
      white: { ...w },
      black: { ...b },
      tc: { initial: 180, increment: 2 },
      rated: false,
    });
    expect(casual.berserkable).toBe(false);
    expect(await codeOf(games.act(casual.id, w, { t: 'berserk' }))).toBe('berserk_not_arena');
    expect(await view(casual.id)).toEqual(casual);

    // Over the socket the refusal is the same stable code.
    const socket = await SocketClient.open(socketUrl, { cookies: white.browser.cookies });
    sockets.push(socket);
    socket.send({ t: 'berserk', gameId: casual.id, ref: 9 });
    expect(await socket.take(isType('error'))).toMatchObject({ code: 'berserk_not_arena', ref: 9 });
  });

  it('counts berserk in the arena: a berserk win of 7 moves scores 3 (the win’s 2 and a point)', async () => {
    const url = `berserk-${kind}-score`;
    const { gameId, white, black, w, b } = await pairedArena(url);
    const games = t.services.play.games;
    await games.act(gameId, w, { t: 'berserk' });
    for (const [i, uci] of SEVEN_MOVES.entries())
      await games.act(gameId, i % 2 === 0 ? w : b, { t: 'move', uci, version: i + 1 });
    await games.act(gameId, b, { t: 'resign' });
    const tournaments = t.services.tournaments;
    await expect.poll(async () => tournaments.gameEnded(gameId)).toBe(false);
    const rows = (await tournaments.view(url, null)).live.standings;
    expect(rows.find((r) => r.username === white.user.username)).toMatchObject({ score: 3, sheet: [3] });
    expect(rows.find((r) => r.username === black.user.username)).toMatchObject({ score: 0, sheet: [0] });
  });
});
