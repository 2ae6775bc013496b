import { DAILY_API } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../../test/databases';
import { startTestApp, type TestApp } from '../../../../test/test-app';
import { memberBrowser, post } from '../challenges/challenge.fixtures';
import { play } from '../play.fixtures';

const DAY = 86_400_000;

describe.each(DATABASE_KINDS)('vacations on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  it('moves the deadlines of all the member’s daily games while on vacation, and back when it ends', async () => {
    const ann = await memberBrowser(t, 'vac_ann');
    const ben = await memberBrowser(t, 'vac_ben');
    const game = await t.services.play.games.create({
      white: ann.player,
      black: ben.player,
      tc: { initial: 0, increment: 0 },
      rated: true,
      daily: { daysPerMove: 2, weekendPause: false },
    });
    const table = { id: game.id, white: ann.player, black: ben.player };
    await play(t, table, ['e2e4', 'e7e5']);
    const turnStart = t.clock.now().getTime();
    const deadline = async () => (await t.services.play.games.repo.findGame(game.id))!.deadlineAt!.getTime();
    expect(await deadline()).toBe(turnStart + 2 * DAY);

    t.clock.advance(DAY);
    const started = await post(ann.browser, DAILY_API.vacationStart);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ onVacation: true, daysLeft: 0 });
    const allowance = 14; // a basic member's year: ENTITLEMENTS' vacationDays
    expect(await deadline()).toBe(turnStart + (2 + allowance) * DAY);
    // The sweep finds nothing to end where the turn would have run out.
    t.clock.advance(2 * DAY);
    expect(await t.services.play.dailySweeper.sweep()).not.toContain(game.id);
    const again = await post(ann.browser, DAILY_API.vacationStart);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('vacation_on');

    // Back after 2 days of vacation: the turn's day left counts from now.
    const ended = await post(ann.browser, DAILY_API.vacationEnd);
    expect(ended.json()).toMatchObject({ onVacation: false, daysLeft: allowance - 2 });
    expect(await deadline()).toBe(t.clock.now().getTime() + DAY);
    expect((await post(ann.browser, DAILY_API.vacationEnd)).json().error.code).toBe('vacation_off');
    const view = (await t.services.play.games.view(game.id, null))!;
    expect(view.clock.white).toBe(DAY);
  });

  it.each([
    ['basic', 14],
    ['gold', 30],
    ['diamond', 60],
    ['moderator', 60],
  ] as const)('banks the vacation days of the entitlements table: %s gets %i a year', async (level, days) => {
    const member = await memberBrowser(t, `vac_${level}`);
    if (level !== 'basic') await t.services.accounts.setLevel(`vac_${level}`, level);
    const status = await member.browser.get(DAILY_API.vacation);
    expect(status.json()).toEqual({ onVacation: false, endsAt: null, daysLeft: days });
  });
});
