import { describe, expect, it } from 'vitest';
import { AUDIO_POOL_PER_SOUND, AUDIO_POOL_SIZE, AudioPool, type PooledAudio } from './audio-pool';

class FakeAudio implements PooledAudio {
  ended = false;
  paused = true;
  currentTime = 0;
  plays = 0;
  constructor(readonly url: string) {}
  play() {
    this.paused = false;
    this.plays += 1;
    return Promise.resolve();
  }
  finish() {
    this.ended = true;
    this.paused = true;
  }
}

function pool() {
  const made: FakeAudio[] = [];
  const audio = new AudioPool((url) => {
    const element = new FakeAudio(url);
    made.push(element);
    return element;
  });
  return { audio, made };
}

describe('AudioPool (§8 fall-back, §9 sizes)', () => {
  it('is 10 elements, 5 per sound', () => {
    expect(AUDIO_POOL_SIZE).toBe(10);
    expect(AUDIO_POOL_PER_SOUND).toBe(5);
  });

  it('reuses a finished element and starts it from the beginning', () => {
    const { audio, made } = pool();
    audio.play('/move.mp3');
    made[0]!.finish();
    made[0]!.currentTime = 0.3;
    audio.play('/move.mp3');
    expect(made).toHaveLength(1);
    expect(made[0]!.plays).toBe(2);
    expect(made[0]!.currentTime).toBe(0);
  });

  it('gives an overlapping sound another element, up to 5, then restarts the oldest', () => {
    const { audio, made } = pool();
    for (let i = 0; i < 7; i++) audio.play('/move.mp3');
    expect(made).toHaveLength(5);
    expect(made.map((element) => element.plays)).toEqual([2, 2, 1, 1, 1]);
  });

  it('makes no more than 10 elements over all sounds', () => {
    const { audio, made } = pool();
    for (const sound of ['a', 'b', 'c']) for (let i = 0; i < 5; i++) audio.play(`/${sound}.mp3`);
    expect(made).toHaveLength(10);
    expect(audio.elements).toBe(10);
    expect(made.filter((element) => element.url === '/c.mp3')).toHaveLength(0);
  });

  it('ignores a play the browser refuses', async () => {
    const audio = new AudioPool(() => ({
      ended: false,
      paused: true,
      currentTime: 0,
      play: () => Promise.reject(new Error('NotAllowedError')),
    }));
    expect(() => audio.play('/x.mp3')).not.toThrow();
  });
});
