import {
  DEFAULT_SOUND_SET,
  SOUND_FORMATS,
  SOUND_MIME,
  type SoundFiles,
  type SoundFormat,
  soundFilesOf,
} from '@kingside/contract';
import {
  type AudioEffect,
  type AudioEvent,
  type AudioState,
  audioStep,
  IDLE_SUSPEND_MS,
  INITIAL_AUDIO_STATE,
  type SoundError,
  soundErrorMessage,
} from './audio-machine';
import { AudioPool, type PooledAudio } from './audio-pool';

export type Announcement = 'enabled' | 'suspended';

/** What the engine needs of the browser; tests pass fakes. */
export interface AudioHost {
  createContext(): AudioContext | null;
  createElement(url: string): PooledAudio;
  canPlay(mime: string): boolean;
  fetch(url: string): Promise<Response>;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
  warn(message: string): void;
}

export function browserAudioHost(): AudioHost {
  const scope = window as unknown as {
    AudioContext?: typeof AudioContext;
    webkitAudioContext?: typeof AudioContext;
  };
  const Context = scope.AudioContext ?? scope.webkitAudioContext;
  return {
    createContext: () => (Context ? new Context() : null),
    createElement: (url) => {
      const element = new Audio(url);
      element.preload = 'auto';
      return element;
    },
    canPlay: (mime) => typeof Audio === 'function' && new Audio().canPlayType(mime) !== '',
    fetch: (url) => fetch(url, { credentials: 'same-origin' }),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    // §8 asks for a console warning.
    warn: (message) => console.warn(message),
  };
}

/**
 * The audio of a tab: Web Audio driven by the rules of audio-machine.ts, falling back to an
 * audio-element pool (§8). Plays sounds by key from a sound set's files.
 */
export class AudioEngine {
  #state: AudioState = { ...INITIAL_AUDIO_STATE };
  #context: AudioContext | null = null;
  readonly #buffers = new Map<string, AudioBuffer>();
  readonly #pool: AudioPool;
  #timer: unknown = null;
  readonly #listeners = new Set<(what: Announcement) => void>();
  readonly #format: SoundFormat | null;
  #files: SoundFiles;

  /** `files`: the sound set's files; null: the §9 default sound theme's. */
  constructor(
    files: SoundFiles | null,
    private readonly host: AudioHost = browserAudioHost(),
  ) {
    this.#files = files ?? soundFilesOf(DEFAULT_SOUND_SET);
    this.#pool = new AudioPool((url) => host.createElement(url));
    this.#format = SOUND_FORMATS.find((format) => host.canPlay(SOUND_MIME[format])) ?? null;
  }

  get state(): Readonly<AudioState> {
    return this.#state;
  }

  /** Makes the context (suspended where a gesture is needed); nothing is fetched yet. */
  start(): void {
    try {
      this.#context = this.host.createContext();
    } catch {
      this.#context = null;
    }
    if (this.#context) this.#context.onstatechange = () => this.#onContextState();
    this.#dispatch({
      type: 'start',
      context: !this.#context ? 'unsupported' : this.#context.state === 'running' ? 'running' : 'suspended',
    });
  }

  /** Another sound set: its sounds replace these (fetched now if audio is enabled). */
  switchFiles(files: SoundFiles | null): void {
    this.#files = files ?? soundFilesOf(DEFAULT_SOUND_SET);
    this.#buffers.clear();
    this.#dispatch({ type: 'files-changed' });
  }

  /** A mouse press, key press or touch (§4). */
  gesture(): void {
    this.#dispatch({ type: 'gesture' });
  }

  play(sound: string): void {
    this.#dispatch({ type: 'play', sound });
  }

  onAnnounce(listener: (what: Announcement) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #onContextState(): void {
    if (this.#context?.state === 'running') this.#dispatch({ type: 'resumed' });
  }

  #dispatch(event: AudioEvent): void {
    const { state, effects } = audioStep(this.#state, event);
    this.#state = state;
    for (const effect of effects) this.#run(effect);
  }

  #run(effect: AudioEffect): void {
    const context = this.#context;
    switch (effect.type) {
      case 'resume':
        context?.resume().then(
          () => this.#dispatch({ type: 'resumed' }),
          () => this.#dispatch({ type: 'resume-refused' }),
        );
        return;
      case 'suspend':
        void context?.suspend().catch(() => {});
        return;
      case 'load':
        void this.#load();
        return;
      case 'play':
        if (effect.via === 'element') this.#playElement(effect.sound);
        else this.#playBuffer(effect.sound);
        return;
      case 'announce':
        for (const listener of this.#listeners) listener(effect.what);
        return;
      case 'idle-timer':
        if (this.#timer !== null) this.host.clearTimer(this.#timer);
        this.#timer = this.host.setTimer(() => {
          this.#timer = null;
          this.#dispatch({ type: 'idle' });
        }, IDLE_SUSPEND_MS);
        return;
      case 'warn':
        this.host.warn(soundErrorMessage(effect.error));
        return;
    }
  }

  /** Fetches and decodes every sound of the set; the first §8 error moves playback to elements. */
  async #load(): Promise<void> {
    const context = this.#context;
    if (!context) return;
    if (!this.#format) return this.#fail({ kind: 'no-codec-support' });
    const files = this.#files;
    try {
      await Promise.all(
        Object.entries(files[this.#format]).map(async ([key, url]) => {
          const response = await this.host.fetch(url);
          if (!response.ok) throw { kind: 'failed-loading', status: response.status } satisfies SoundError;
          const bytes = await response.arrayBuffer();
          const buffer = await context.decodeAudioData(bytes).catch(() => {
            throw { kind: 'decoding-failed' } satisfies SoundError;
          });
          // A set picked meanwhile has its own load: this one's sounds are dropped.
          if (files === this.#files) this.#buffers.set(key, buffer);
        }),
      );
      if (files === this.#files) this.#dispatch({ type: 'loaded' });
    } catch (error) {
      if (files !== this.#files) return;
      this.#fail(
        error && typeof error === 'object' && 'kind' in error
          ? (error as SoundError)
          : { kind: 'failed-loading', status: 0 },
      );
    }
  }

  #fail(error: SoundError): void {
    this.#dispatch({ type: 'error', error });
  }

  #playBuffer(sound: string): void {
    const context = this.#context;
    const buffer = this.#buffers.get(sound);
    if (!context || !buffer) return;
    try {
      const source = context.createBufferSource();
      source.buffer = buffer;
      source.connect(context.destination);
      source.start();
    } catch {
      // A sound that fails to start is never worth an error.
    }
  }

  #playElement(sound: string): void {
    const url = this.#files[this.#format ?? 'mp3'][sound];
    if (url) this.#pool.play(url);
  }
}
