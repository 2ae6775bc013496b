import type { SoundFiles } from '@kingside/contract';
import type { Announcement, AudioEngine } from './web-audio';

/** §4: the gestures that let audio start. */
const GESTURES = ['mousedown', 'keydown', 'touchstart'] as const;

export interface TabAudio {
  play(sound: string): void;
  /** The sound set changed (this tab or another): its files replace the ones playing. */
  switchFiles(files: SoundFiles | null): void;
  onAnnounce(listener: (what: Announcement) => void): () => void;
}

/**
 * The tab's audio as the game page holds it: a few lines on the page, the engine (web-audio.ts and
 * its state machine) a chunk of its own that loads when the tab first wants sound. Gestures are
 * caught from the start, so the one that comes before the chunk still turns sound on.
 */
export function createTabAudio(
  files: () => SoundFiles | null,
  load: () => Promise<{ AudioEngine: typeof AudioEngine }> = () => import('./web-audio'),
  target: EventTarget = window,
): TabAudio {
  let engine: AudioEngine | null = null;
  const waiting: ((engine: AudioEngine) => void)[] = [];
  const whenReady = (run: (engine: AudioEngine) => void) => (engine ? run(engine) : waiting.push(run));
  const onGesture = () => whenReady((ready) => ready.gesture());
  for (const type of GESTURES) target.addEventListener(type, onGesture, { capture: true, passive: true });
  load().then(
    (module) => {
      const ready = new module.AudioEngine(files());
      ready.start();
      engine = ready;
      for (const run of waiting.splice(0)) run(ready);
    },
    // No chunk, no sound: the game goes on in silence.
    () => {},
  );
  return {
    play: (sound) => whenReady((ready) => ready.play(sound)),
    switchFiles: (next) => whenReady((ready) => ready.switchFiles(next)),
    onAnnounce(listener) {
      let stop: (() => void) | null = null;
      let stopped = false;
      whenReady((ready) => {
        if (!stopped) stop = ready.onAnnounce(listener);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}
