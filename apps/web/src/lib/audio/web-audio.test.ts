import { soundFilesOf } from '@kingside/contract';
import { describe, expect, it, vi } from 'vitest';
import type { PooledAudio } from './audio-pool';
import { AudioEngine, type AudioHost } from './web-audio';

/** A context that starts suspended, as without a gesture, and resumes when asked once `allowed`. */
class FakeContext {
  state: 'suspended' | 'running' = 'suspended';
  allowed = true;
  onstatechange: (() => void) | null = null;
  started: string[] = [];
  destination = {};
  constructor(private readonly decodes = true) {}
  resume = vi.fn(async () => {
    if (!this.allowed) throw new Error('NotAllowedError');
    this.state = 'running';
  });
  suspend = vi.fn(async () => {
    this.state = 'suspended';
  });
  decodeAudioData = vi.fn(async (bytes: ArrayBuffer) => {
    if (!this.decodes) throw new Error('EncodingError');
    return { name: new TextDecoder().decode(bytes) };
  });
  createBufferSource = () => {
    const source = {
      buffer: null as { name: string } | null,
      connect: () => source,
      start: () => this.started.push(source.buffer!.name),
    };
    return source;
  };
}

function host(options: { context?: FakeContext | null; status?: number; canPlay?: string[] } = {}) {
  const context = options.context === undefined ? new FakeContext() : options.context;
  const fetched: string[] = [];
  const elements: string[] = [];
  const timers: (() => void)[] = [];
  const fake: AudioHost = {
    createContext: () => context as unknown as AudioContext,
    createElement: (url): PooledAudio => ({
      ended: false,
      paused: true,
      currentTime: 0,
      play: () => {
        elements.push(url);
        return Promise.resolve();
      },
    }),
    canPlay: (mime) => (options.canPlay ?? ['audio/ogg; codecs="vorbis"']).includes(mime),
    fetch: async (url) => {
      fetched.push(url);
      return new Response(url, { status: options.status ?? 200 });
    },
    setTimer: (run) => timers.push(run),
    clearTimer: () => {},
    warn: vi.fn(),
  };
  return { fake, context, fetched, elements, timers };
}

const files = soundFilesOf('default');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('AudioEngine', () => {
  it('fetches nothing before a gesture, then the set in a format the browser plays, and plays it', async () => {
    const { fake, context, fetched } = host();
    context!.allowed = false;
    const engine = new AudioEngine(files, fake);
    const announced: string[] = [];
    engine.onAnnounce((what) => announced.push(what));
    engine.start();
    engine.play('move-self');
    await settle();
    expect(fetched).toEqual([]);
    expect(announced).toEqual([]);
    context!.allowed = true;
    engine.gesture();
    await settle();
    expect(announced).toEqual(['enabled']);
    expect(fetched).toContain('/theme-assets/v1/sounds/default/capture.ogg');
    expect(fetched.every((url) => url.endsWith('.ogg'))).toBe(true);
    engine.play('capture');
    expect(context!.started).toEqual(['/theme-assets/v1/sounds/default/capture.ogg']);
  });

  it('plays a newly picked set from then on', async () => {
    const { fake, context, fetched } = host();
    const engine = new AudioEngine(files, fake);
    engine.start();
    engine.gesture();
    await settle();
    engine.switchFiles(soundFilesOf('arcade'));
    await settle();
    expect(fetched).toContain('/theme-assets/v1/sounds/arcade/castle.ogg');
    engine.play('castle');
    expect(context!.started).toEqual(['/theme-assets/v1/sounds/arcade/castle.ogg']);
  });

  it('suspends after the idle time and resumes for the next sound', async () => {
    const { fake, context, timers } = host();
    const engine = new AudioEngine(files, fake);
    engine.start();
    engine.gesture();
    await settle();
    timers.at(-1)!();
    expect(context!.suspend).toHaveBeenCalled();
    engine.play('check');
    expect(context!.resume).toHaveBeenCalledTimes(2);
    expect(context!.started).toEqual(['/theme-assets/v1/sounds/default/check.ogg']);
  });

  it.each([
    ['failed loading', { status: 404 }, 'a sound failed to load (status 404)'],
    ['decoding', { context: new FakeContext(false) }, 'a sound could not be decoded'],
    ['no codec', { canPlay: [] }, 'this browser plays none of the sound formats'],
  ])('falls back to audio elements with a console warning on %s', async (_, options, warning) => {
    const { fake, elements } = host(options);
    const engine = new AudioEngine(files, fake);
    engine.start();
    engine.gesture();
    await settle();
    expect(fake.warn).toHaveBeenCalledWith(
      `Sound: ${warning}; playing sounds through audio elements instead.`,
    );
    expect(engine.state.phase).toBe('fallback');
    engine.play('game-end');
    expect(elements).toHaveLength(1);
    expect(elements[0]).toMatch(/\/game-end\.(ogg|mp3)$/);
  });

  it('without Web Audio plays through audio elements from the start', () => {
    const { fake, elements } = host({ context: null });
    const engine = new AudioEngine(files, fake);
    engine.start();
    engine.play('notify');
    expect(fake.warn).toHaveBeenCalledWith(
      'Sound: this browser has no Web Audio; playing sounds through audio elements instead.',
    );
    expect(elements).toEqual(['/theme-assets/v1/sounds/default/notify.ogg']);
  });
});
