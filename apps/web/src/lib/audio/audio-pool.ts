/** §9: plain audio elements at most, all sounds together, and per sound. */
export const AUDIO_POOL_SIZE = 10;
export const AUDIO_POOL_PER_SOUND = 5;

/** What the pool needs of an `<audio>` element. */
export interface PooledAudio {
  readonly ended: boolean;
  readonly paused: boolean;
  currentTime: number;
  play(): Promise<void> | undefined;
}

/**
 * The §8 fall-back: sounds played through plain audio elements, reused once they finish. A sound
 * that overlaps itself gets another element, up to AUDIO_POOL_PER_SOUND; past either limit the
 * sound's own element that started first starts again.
 */
export class AudioPool {
  readonly #bySound = new Map<string, PooledAudio[]>();
  #total = 0;

  constructor(
    private readonly create: (url: string) => PooledAudio,
    private readonly size = AUDIO_POOL_SIZE,
    private readonly perSound = AUDIO_POOL_PER_SOUND,
  ) {}

  get elements(): number {
    return this.#total;
  }

  play(url: string): void {
    const elements = this.#bySound.get(url) ?? [];
    this.#bySound.set(url, elements);
    let element = elements.find((candidate) => candidate.ended || candidate.paused);
    if (!element && elements.length < this.perSound && this.#total < this.size) {
      element = this.create(url);
      elements.push(element);
      this.#total += 1;
    }
    if (!element) {
      // Every element of this sound is busy and no more may be made: the oldest starts over.
      element = elements.shift();
      if (!element) return;
      elements.push(element);
    }
    element.currentTime = 0;
    // Refused without a gesture, or no such file: a sound is never worth an error.
    element.play()?.catch(() => {});
  }
}
