import { describe, expect, it } from 'vitest';
import { createMemoryBus } from '../../platform/bus/memory-bus';
import { ManualClock } from '../../platform/clock';
import { createLogger } from '../../platform/logger';
import type { PlayerRef } from './player';
import { createPresence } from './presence';
import { createMemoryPresenceStore } from './presence-store';

const guest = (id: string): PlayerRef => ({ userId: null, guestId: id, name: id });

function presence() {
  const clock = new ManualClock();
  return createPresence({
    store: createMemoryPresenceStore(clock),
    bus: createMemoryBus(),
    clock,
    logger: createLogger({ logLevel: 'silent' }),
    nodeId: 'node-1',
  });
}

describe('presence at games', () => {
  it('takes a finished game from its players only: one seated elsewhere too still plays', async () => {
    const p = presence();
    const [ann, bob, cid] = [guest('ann'), guest('bob'), guest('cid')];
    for (const player of [ann, bob, cid]) await p.connect(player);
    await p.seat('game0001', 'white', ann, true);
    await p.seat('game0001', 'black', bob, true);
    await p.seat('game0002', 'white', bob, true);
    await p.seat('game0002', 'black', cid, true);
    expect(await p.statuses(['g:ann', 'g:bob', 'g:cid'])).toEqual(['playing', 'playing', 'playing']);

    await p.gameOver('game0001');
    expect(await p.statuses(['g:ann', 'g:bob', 'g:cid'])).toEqual(['online', 'playing', 'playing']);
    await p.gameOver('game0002');
    expect(await p.statuses(['g:ann', 'g:bob', 'g:cid'])).toEqual(['online', 'online', 'online']);
  });

  it('forgets the seats of one who left: back again, they are online, and a later end changes nothing', async () => {
    const p = presence();
    const [ann, bob] = [guest('ann'), guest('bob')];
    await p.connect(ann);
    await p.connect(bob);
    await p.seat('game0001', 'white', ann, true);
    await p.seat('game0001', 'black', bob, true);
    await p.disconnect(ann);
    await p.connect(ann);
    expect(await p.statuses(['g:ann'])).toEqual(['online']);

    await p.gameOver('game0001');
    expect(await p.statuses(['g:ann', 'g:bob'])).toEqual(['online', 'online']);
  });

  it('keeps a player who left one seat of a game seated until they leave it', async () => {
    const p = presence();
    const ann = guest('ann');
    await p.connect(ann);
    await p.seat('game0001', 'white', ann, true);
    await p.seat('game0003', 'white', ann, true);
    await p.seat('game0003', 'white', ann, false);
    expect(await p.statuses(['g:ann'])).toEqual(['playing']);
    await p.gameOver('game0001');
    expect(await p.statuses(['g:ann'])).toEqual(['online']);
  });
});
