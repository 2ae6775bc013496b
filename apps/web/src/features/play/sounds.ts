/**
 * Move, capture, check and game-end sounds synthesised with the Web Audio API: nothing to download.
 * Spec §4 Audio: the context starts suspended and a press, key or touch resumes it; after more than three
 * plays while still suspended the product says so and stops trying; §9: it suspends after 30 s idle.
 */
export type SoundName = 'move' | 'capture' | 'check' | 'end';
export type SoundAnnouncement = 'enabled' | 'suspended';

const IDLE_SUSPEND_MS = 30_000;
const MAX_SUSPENDED_PLAYS = 3;
const GESTURES = ['pointerdown', 'keydown', 'touchstart'] as const;

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  const scope = window as unknown as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return scope.AudioContext ?? scope.webkitAudioContext ?? null;
}

export class SoundPlayer {
  #context: AudioContext | null = null;
  #unlocked = false;
  #suspendedPlays = 0;
  #gaveUp = false;
  #idleTimer: ReturnType<typeof setTimeout> | null = null;
  #listening = false;
  readonly #announce = new Set<(what: SoundAnnouncement) => void>();

  /** Waits for the first gesture of the page; sounds are not prepared before it. */
  listen(): void {
    if (this.#listening || typeof window === 'undefined') return;
    this.#listening = true;
    for (const type of GESTURES)
      window.addEventListener(type, this.#onGesture, { capture: true, passive: true });
  }

  onAnnounce(listener: (what: SoundAnnouncement) => void): () => void {
    this.#announce.add(listener);
    return () => this.#announce.delete(listener);
  }

  #onGesture = (): void => {
    for (const type of GESTURES) window.removeEventListener(type, this.#onGesture, { capture: true });
    this.#listening = false;
    const Context = audioContextClass();
    if (!Context) return;
    try {
      this.#context ??= new Context();
      void this.#context.resume().then(() => {
        if (this.#unlocked) return;
        this.#unlocked = true;
        this.#gaveUp = false;
        this.#suspendedPlays = 0;
        for (const listener of this.#announce) listener('enabled');
      });
    } catch {
      // No audio on this device: the game goes on in silence.
    }
  };

  play(name: SoundName): void {
    const context = this.#context;
    if (!this.#unlocked || !context) {
      if (this.#gaveUp) return;
      this.#suspendedPlays += 1;
      if (this.#suspendedPlays > MAX_SUSPENDED_PLAYS) {
        this.#gaveUp = true;
        for (const listener of this.#announce) listener('suspended');
      }
      return;
    }
    const run = () => {
      try {
        SYNTHS[name](context, context.currentTime + 0.005);
      } catch {
        // A sound that fails is never worth an error.
      }
    };
    if (context.state === 'running') run();
    else void context.resume().then(run);
    this.#scheduleIdleSuspend(context);
  }

  #scheduleIdleSuspend(context: AudioContext): void {
    if (this.#idleTimer !== null) clearTimeout(this.#idleTimer);
    this.#idleTimer = setTimeout(() => {
      this.#idleTimer = null;
      void context.suspend().catch(() => {});
    }, IDLE_SUSPEND_MS);
  }
}

/** A tone with a quick attack and an exponential decay. */
function tone(
  context: AudioContext,
  at: number,
  {
    type,
    from,
    to,
    duration,
    volume,
  }: { type: OscillatorType; from: number; to: number; duration: number; volume: number },
): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = type;
  oscillator.frequency.setValueAtTime(from, at);
  oscillator.frequency.exponentialRampToValueAtTime(to, at + duration);
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(volume, at + 0.004);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + duration);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(at);
  oscillator.stop(at + duration + 0.02);
}

/** A short filtered noise burst: the wood of a piece landing on the board. */
function knock(
  context: AudioContext,
  at: number,
  { frequency, duration, volume }: { frequency: number; duration: number; volume: number },
): void {
  const length = Math.ceil(context.sampleRate * duration);
  const buffer = context.createBuffer(1, length, context.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / length) ** 3;
  const source = context.createBufferSource();
  source.buffer = buffer;
  const filter = context.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.value = frequency;
  filter.Q.value = 1.2;
  const gain = context.createGain();
  gain.gain.value = volume;
  source.connect(filter).connect(gain).connect(context.destination);
  source.start(at);
}

const SYNTHS: Record<SoundName, (context: AudioContext, at: number) => void> = {
  move(context, at) {
    knock(context, at, { frequency: 1800, duration: 0.05, volume: 0.9 });
    tone(context, at, { type: 'triangle', from: 340, to: 180, duration: 0.08, volume: 0.35 });
  },
  capture(context, at) {
    knock(context, at, { frequency: 1200, duration: 0.08, volume: 1.2 });
    tone(context, at, { type: 'triangle', from: 260, to: 110, duration: 0.12, volume: 0.45 });
    knock(context, at + 0.045, { frequency: 2400, duration: 0.04, volume: 0.5 });
  },
  check(context, at) {
    knock(context, at, { frequency: 1800, duration: 0.05, volume: 0.8 });
    tone(context, at + 0.01, { type: 'sine', from: 880, to: 870, duration: 0.11, volume: 0.18 });
    tone(context, at + 0.1, { type: 'sine', from: 1175, to: 1160, duration: 0.14, volume: 0.16 });
  },
  end(context, at) {
    [523.25, 659.25, 783.99].forEach((frequency, index) => {
      tone(context, at + index * 0.12, {
        type: 'sine',
        from: frequency,
        to: frequency * 0.995,
        duration: 0.45,
        volume: 0.16,
      });
    });
  },
};

/** The sound for a move given its SAN. */
export function soundForSan(san: string): SoundName {
  if (san.includes('+') || san.includes('#')) return 'check';
  return san.includes('x') ? 'capture' : 'move';
}

let tabPlayer: SoundPlayer | null = null;

export function getSoundPlayer(): SoundPlayer {
  if (!tabPlayer) {
    tabPlayer = new SoundPlayer();
    tabPlayer.listen();
  }
  return tabPlayer;
}
