/**
 * The audio rules of spec §4, §8 and §9 as a pure state machine: each event gives the next state and
 * the effects the adapter (web-audio.ts) carries out. No timers, no Web Audio here, so every rule is
 * a unit test.
 */

/** §9 Sound: the context suspends after this long without a sound. */
export const IDLE_SUSPEND_MS = 30_000;
/** §4: after more than this many plays while suspended the product says so and stops retrying. */
export const MAX_SUSPENDED_PLAYS = 3;

/** §8 Sound errors: each one moves playback to plain audio elements, with a console warning. */
export type SoundError =
  | { kind: 'no-audio-support' }
  | { kind: 'no-codec-support' }
  | { kind: 'failed-loading'; status: number }
  | { kind: 'decoding-failed' };

export type AudioPhase =
  /** Suspended until a gesture (§4): a mouse press, key press or touch. */
  | 'locked'
  /** A gesture (or a play) asked the context to resume; it has not answered yet. */
  | 'resuming'
  | 'running'
  /** Suspended after IDLE_SUSPEND_MS idle (§9): the next sound resumes it, no gesture needed. */
  | 'idle'
  /** Plain audio elements after a §8 error. */
  | 'fallback';

export interface AudioState {
  phase: AudioPhase;
  /** Plays asked for while locked. */
  suspendedPlays: number;
  /** More than MAX_SUSPENDED_PLAYS: announced once, no more retries until a gesture. */
  gaveUp: boolean;
  /** Sounds are fetched only once audio is enabled (§4). */
  load: 'none' | 'loading' | 'loaded';
}

export type AudioEvent =
  | { type: 'start'; context: 'running' | 'suspended' | 'unsupported' }
  | { type: 'gesture' }
  | { type: 'resumed' }
  | { type: 'resume-refused' }
  | { type: 'play'; sound: string }
  | { type: 'idle' }
  | { type: 'loaded' }
  /** Another sound set was picked: loaded sounds are fetched again, others wait until enabled. */
  | { type: 'files-changed' }
  | { type: 'error'; error: SoundError };

export type AudioEffect =
  | { type: 'resume' }
  | { type: 'suspend' }
  | { type: 'load' }
  | { type: 'play'; sound: string; via: 'context' | 'element' }
  | { type: 'announce'; what: 'enabled' | 'suspended' }
  /** (Re)start the idle timer: `idle` arrives IDLE_SUSPEND_MS after the last sound. */
  | { type: 'idle-timer' }
  | { type: 'warn'; error: SoundError };

export interface Step {
  state: AudioState;
  effects: AudioEffect[];
}

export const INITIAL_AUDIO_STATE: Readonly<AudioState> = Object.freeze({
  phase: 'locked',
  suspendedPlays: 0,
  gaveUp: false,
  load: 'none',
});

/** Audio is enabled: sounds load now, not before (§4); announced when a gesture turned it on. */
function enable(state: AudioState, announce: boolean): Step {
  const effects: AudioEffect[] = announce ? [{ type: 'announce', what: 'enabled' }] : [];
  if (state.load === 'none') effects.push({ type: 'load' });
  effects.push({ type: 'idle-timer' });
  const load = state.load === 'none' ? 'loading' : state.load;
  return { state: { ...state, phase: 'running', suspendedPlays: 0, gaveUp: false, load }, effects };
}

export function audioStep(state: AudioState, event: AudioEvent): Step {
  const same: Step = { state, effects: [] };
  if (event.type === 'files-changed') {
    if (state.phase === 'fallback' || state.load === 'none') return same;
    return { state: { ...state, load: 'loading' }, effects: [{ type: 'load' }] };
  }
  if (event.type === 'error') {
    // Once on elements, later errors change nothing and are not warned again.
    if (state.phase === 'fallback') return same;
    return { state: { ...state, phase: 'fallback' }, effects: [{ type: 'warn', error: event.error }] };
  }
  switch (state.phase) {
    case 'locked':
    case 'resuming':
      if (event.type === 'start') {
        if (event.context === 'unsupported')
          return audioStep(state, { type: 'error', error: { kind: 'no-audio-support' } });
        // Where no gesture is needed the context runs from the start: audio is enabled at once.
        return event.context === 'running' ? enable(state, false) : same;
      }
      if (event.type === 'gesture')
        return { state: { ...state, phase: 'resuming' }, effects: [{ type: 'resume' }] };
      if (event.type === 'resumed') return enable(state, true);
      if (event.type === 'resume-refused') return { state: { ...state, phase: 'locked' }, effects: [] };
      if (event.type === 'play') {
        if (state.gaveUp) return same;
        const suspendedPlays = state.suspendedPlays + 1;
        if (suspendedPlays > MAX_SUSPENDED_PLAYS) {
          return {
            state: { ...state, suspendedPlays, gaveUp: true },
            effects: [{ type: 'announce', what: 'suspended' }],
          };
        }
        // A retry: some browsers let a context resume without a fresh gesture.
        return { state: { ...state, suspendedPlays, phase: 'resuming' }, effects: [{ type: 'resume' }] };
      }
      return same;
    case 'running':
      if (event.type === 'loaded') return { state: { ...state, load: 'loaded' }, effects: [] };
      if (event.type === 'idle')
        return { state: { ...state, phase: 'idle' }, effects: [{ type: 'suspend' }] };
      if (event.type === 'play') {
        // A sound asked for while the set is still loading is skipped, not queued: it would come late.
        const play: AudioEffect[] =
          state.load === 'loaded' ? [{ type: 'play', sound: event.sound, via: 'context' }] : [];
        return { state, effects: [...play, { type: 'idle-timer' }] };
      }
      return same;
    case 'idle':
      if (event.type === 'loaded') return { state: { ...state, load: 'loaded' }, effects: [] };
      if (event.type === 'play') {
        return {
          state: { ...state, phase: 'running' },
          effects: [
            { type: 'resume' },
            { type: 'play', sound: event.sound, via: 'context' },
            { type: 'idle-timer' },
          ],
        };
      }
      return same;
    case 'fallback':
      if (event.type === 'play')
        return { state, effects: [{ type: 'play', sound: event.sound, via: 'element' }] };
      return same;
  }
}

/** The console warning of §8 for an error. */
export function soundErrorMessage(error: SoundError): string {
  const what =
    error.kind === 'no-audio-support'
      ? 'this browser has no Web Audio'
      : error.kind === 'no-codec-support'
        ? 'this browser plays none of the sound formats'
        : error.kind === 'failed-loading'
          ? `a sound failed to load (status ${error.status})`
          : 'a sound could not be decoded';
  return `Sound: ${what}; playing sounds through audio elements instead.`;
}
