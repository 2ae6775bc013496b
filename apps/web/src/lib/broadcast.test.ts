import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBroadcast } from './broadcast';

afterEach(() => vi.unstubAllGlobals());

describe('createBroadcast', () => {
  it('falls back to window messages, skipping its own posts', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const thisTab = createBroadcast('kingside');
    const otherTab = createBroadcast('kingside');
    const heardHere = vi.fn();
    const heardThere = vi.fn();
    thisTab.subscribe(heardHere);
    otherTab.subscribe(heardThere);
    thisTab.post({ type: 'session-changed' });
    await vi.waitFor(() => expect(heardThere).toHaveBeenCalledWith({ type: 'session-changed' }));
    expect(heardHere).not.toHaveBeenCalled();
  });

  it('uses a BroadcastChannel named kingside where there is one', () => {
    const names: string[] = [];
    vi.stubGlobal(
      'BroadcastChannel',
      class {
        constructor(name: string) {
          names.push(name);
        }
        postMessage() {}
        addEventListener() {}
        removeEventListener() {}
      },
    );
    createBroadcast().post({ type: 'session-changed' });
    expect(names).toEqual(['kingside']);
  });
});
