import { RELATIONS_API } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { memberWith, type TestMember } from '../entitlements/entitlements.fixtures';
import { FIRST_MOVE_MS } from '../play/game-state';
import { play } from '../play/play.fixtures';
import { playerOf } from '../play/player';
import { send } from '../relations/relations.fixtures';
import { pageOf } from './notifications.fixtures';

// Apart from notifications.int.test.ts: its members already use up one address's sign-ups an hour.
describe.each(DATABASE_KINDS)('tracked no-shows on %s', (kind) => {
  let t: TestApp;
  let serial = 0;
  const someone = () => memberWith(t, { name: `noshow_${kind}_${++serial}` });
  const name = (m: TestMember) => m.user.username;
  const player = (m: TestMember) => playerOf(m.user, null)!;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  it('tells trackers which side never moved when a game is aborted for it', async () => {
    const [absent, waiting, trackerOfAbsent, trackerOfWaiting] = [
      await someone(),
      await someone(),
      await someone(),
      await someone(),
    ];
    await send(trackerOfAbsent.browser, 'POST', RELATIONS_API.member('track', name(absent)));
    await send(trackerOfWaiting.browser, 'POST', RELATIONS_API.member('track', name(waiting)));
    const game = await t.services.play.games.create({
      white: player(waiting),
      black: player(absent),
      tc: { initial: 300, increment: 0 },
      rated: false,
    });
    // White moves, black never answers: the sweep aborts the game as black's no-show.
    await play(t, { id: game.id, white: player(waiting), black: player(absent) }, ['e2e4']);
    t.clock.advance(FIRST_MOVE_MS + 1000);
    await t.services.play.sweeper.sweep();
    const finishedFor = async (tracker: TestMember) => {
      await vi.waitFor(async () => expect((await pageOf(tracker.browser)).notifications).toHaveLength(2));
      return (await pageOf(tracker.browser)).notifications[0];
    };
    expect(await finishedFor(trackerOfAbsent)).toMatchObject({
      kind: 'tracked_game_finished',
      actor: { username: name(absent) },
      subject: game.id,
      data: { opponent: name(waiting), result: 'no_show' },
    });
    expect(await finishedFor(trackerOfWaiting)).toMatchObject({
      kind: 'tracked_game_finished',
      actor: { username: name(waiting) },
      data: { opponent: name(absent), result: 'opponent_no_show' },
    });
  });
});
