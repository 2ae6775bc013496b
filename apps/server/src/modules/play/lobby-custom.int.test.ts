import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { testLobbies } from './lobby.fixtures';
import { guest } from './play.fixtures';

describe.each(DATABASE_KINDS)("the lobby's custom seeks on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());
  const { setup, waitFor, cancelAll } = testLobbies(() => t);
  afterEach(cancelAll);

  const custom = { tc: { initial: 300, increment: 0 } };

  it('pairs custom seeks only when their colours fit, and gives each player the colour asked for', async () => {
    const { lobby, names, seek } = setup();
    await seek('anna', 1500, { ...custom, color: 'black' });
    await seek('boris', 1500, { ...custom, color: 'black' });
    expect(await lobby.tick()).toBe(0);
    t.clock.advance(1);
    // The coin says "the longest waiting plays white", but anna asked for black.
    await seek('chen', 1500, { ...custom, color: 'random' });
    expect(await lobby.tick()).toBe(1);
    expect(names()).toEqual([{ white: 'chen', black: 'anna', tc: '300+0', rated: true }]);
    await seek('dana', 1500, { ...custom, color: 'white' });
    expect(await lobby.tick()).toBe(1);
    expect(names()[1]).toMatchObject({ white: 'dana', black: 'boris' });
    // A quick-pool seek is random, so it takes a custom seek for either colour.
    await seek('eve', 1500, { ...custom, color: 'white' });
    await seek('fred', 1500, { pool: '5+0' });
    expect(await lobby.tick()).toBe(1);
    expect(names()[2]).toMatchObject({ white: 'eve', black: 'fred' });
  });

  it('pairs custom seeks only when each rating is in the other’s range, however long they wait', async () => {
    const { lobby, names, seek } = setup();
    await seek('anna', 1500, { ...custom, ratingRange: { min: -100, max: 100 } });
    await seek('boris', 1650, custom);
    // The window reaches 150 after 2 s (350 after 10 s), but anna takes 1400 to 1600 only.
    await waitFor(10_000);
    expect(await lobby.tick()).toBe(0);
    // Boris takes 1700 and up only: dana is in anna's range, and anna in hers, but not in boris's.
    await lobby.cancel(2);
    await seek('boris', 1650, { ...custom, ratingRange: { min: 50, max: 500 } });
    await seek('dana', 1600, { ...custom, ratingRange: { min: -500, max: 0 } });
    await waitFor(10_000);
    expect(await lobby.tick()).toBe(1);
    expect(names()).toEqual([{ white: 'anna', black: 'dana', tc: '300+0', rated: true }]);
    await seek('chen', 1700, custom);
    expect(await lobby.tick()).toBe(1);
    expect(names()[1]).toMatchObject({ white: 'boris', black: 'chen' });
    // Bounds taken from the rating at seek time, inclusive.
    expect(await lobby.list()).toEqual([]);
  });

  it('takes an open-API seek’s absolute bounds (lichess’s ratingRange) as they are, over any offsets', async () => {
    const { lobby, names, seek } = setup();
    await seek('anna', 1500, {
      ...custom,
      ratingBounds: { min: 1700, max: 1800 },
      ratingRange: { min: -500, max: 500 },
    });
    await seek('boris', 1600, custom);
    await waitFor(10_000);
    expect(await lobby.tick()).toBe(0);
    expect(await lobby.list()).toContainEqual(
      expect.objectContaining({ ratingRange: { min: 1700, max: 1800 } }),
    );
    await seek('chen', 1750, custom);
    expect(await lobby.tick()).toBe(1);
    expect(names()).toEqual([{ white: 'anna', black: 'chen', tc: '300+0', rated: true }]);
  });

  it('never pairs two members one of whom blocks the other, nor lets one take the other’s listed seek', async () => {
    const { lobby, names, seek, accept, named } = setup();
    const anna = await named('anna', 1500);
    const boris = await named('boris', 1500);
    const annaRow = (await t.services.accounts.findByUsername(anna.name))!;
    await t.services.relations.act(annaRow, 'block', boris.name);
    await seek('anna', 1500, { pool: '3+0' });
    await seek('boris', 1500, { pool: '3+0' });
    // Equal ratings: in each other's window from the start.
    expect(await lobby.tick()).toBe(0);
    await seek('chen', 1500, { pool: '3+0' });
    expect(await lobby.tick()).toBe(1);
    expect(names()).toHaveLength(1);
    expect([names()[0]!.white, names()[0]!.black]).toContain('chen');

    await seek('anna', 1500, custom);
    await expect(accept('boris', 1500, 'anna')).rejects.toMatchObject({
      code: 'not_allowed',
      message: 'You cannot play this member.',
    });
    expect(await lobby.list()).toHaveLength(1);
    await t.services.relations.act(annaRow, 'unblock', boris.name);
    await accept('boris', 1500, 'anna');
    expect(names()).toHaveLength(2);
  });

  it('lists each seek with its colour and absolute range', async () => {
    const { lobby, seek } = setup();
    await seek('anna', 1480, { ...custom, color: 'white', ratingRange: { min: -200, max: 350 } });
    t.clock.advance(1);
    await seek('boris', 1500, { tc: { initial: 600, increment: 0 } });
    const listed = await lobby.list();
    expect(listed.map((s) => [s.color, s.ratingRange])).toEqual([
      ['white', { min: 1280, max: 1830 }],
      ['random', null],
    ]);
  });

  it('refuses a join from outside the range with seek_incompatible and changes nothing', async () => {
    const { lobby, names, paired, seek, accept, nextOwner } = setup();
    await seek('anna', 1500, {
      ...custom,
      rated: false,
      color: 'black',
      ratingRange: { min: -100, max: 200 },
    });
    const before = await lobby.list();
    await expect(accept('boris', 1399, 'anna')).rejects.toMatchObject({
      code: 'seek_incompatible',
      message: 'Your rating is outside the rating range this seek asks for.',
    });
    await expect(accept('chen', 1701, 'anna')).rejects.toMatchObject({ code: 'seek_incompatible' });
    expect(await lobby.list()).toEqual(before);
    expect(names()).toEqual([]);

    // A guest joins at the rating of their skill level: level 4 is 1400.
    const someone = guest();
    await lobby.setSkillLevel(someone.guestId!, 3);
    const guestSeeker = { player: someone, owner: nextOwner(), onPaired: () => {}, onError: () => {} };
    await expect(lobby.accept(guestSeeker, before[0]!.id)).rejects.toMatchObject({
      code: 'seek_incompatible',
    });
    await lobby.setSkillLevel(someone.guestId!, 4);
    await lobby.accept(guestSeeker, before[0]!.id);
    // Anna asked for black: the taker plays white.
    expect(names()).toEqual([{ white: someone.name, black: 'anna', tc: '300+0', rated: false }]);
    await expect.poll(() => paired.get('anna')).toBe('game1');
  });

  it('pairs a guest’s casual custom seek by the rating of their skill level', async () => {
    const { lobby, names, seek, guestSeeks } = setup();
    await guestSeeks(8, { ...custom, ratingRange: { min: -200, max: 0 } });
    await seek('anna', 1950, { ...custom, rated: false });
    await waitFor(10_000);
    expect(await lobby.tick()).toBe(0);
    await seek('boris', 2000, { ...custom, rated: false });
    expect(await lobby.tick()).toBe(1);
    expect(names()[0]).toMatchObject({ black: 'boris' });
  });
});
