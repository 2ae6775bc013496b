import { soundFilesOf } from '@kingside/contract';
import { describe, expect, it, vi } from 'vitest';
import { createTabAudio } from './tab-audio';
import type { AudioEngine } from './web-audio';

describe('createTabAudio', () => {
  it('catches a gesture made before the engine loaded and hands it, with waiting plays, to the engine', async () => {
    const calls: string[] = [];
    class FakeEngine {
      start = () => calls.push('start');
      gesture = () => calls.push('gesture');
      play = (sound: string) => calls.push(`play ${sound}`);
      onAnnounce = () => () => {};
    }
    let resolve!: (module: { AudioEngine: typeof AudioEngine }) => void;
    const target = new EventTarget();
    const audio = createTabAudio(
      () => soundFilesOf('default'),
      () => new Promise((done) => (resolve = done)),
      target,
    );
    target.dispatchEvent(new Event('keydown'));
    audio.play('move-self');
    expect(calls).toEqual([]);
    resolve({ AudioEngine: FakeEngine as unknown as typeof AudioEngine });
    await vi.waitFor(() => expect(calls).toEqual(['start', 'gesture', 'play move-self']));
    target.dispatchEvent(new Event('mousedown'));
    target.dispatchEvent(new Event('touchstart'));
    expect(calls.slice(3)).toEqual(['gesture', 'gesture']);
  });
});
