import { describe, expect, it } from 'vitest';
import {
  type AudioEvent,
  type AudioState,
  audioStep,
  IDLE_SUSPEND_MS,
  INITIAL_AUDIO_STATE,
  MAX_SUSPENDED_PLAYS,
  type SoundError,
  soundErrorMessage,
} from './audio-machine';

/** Runs events from a state; answers the last state and every effect, in order. */
function run(events: AudioEvent[], from: AudioState = INITIAL_AUDIO_STATE) {
  let state = from;
  const effects = [];
  for (const event of events) {
    const step = audioStep(state, event);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

const locked = run([{ type: 'start', context: 'suspended' }]).state;
const running = run([{ type: 'gesture' }, { type: 'resumed' }, { type: 'loaded' }], locked).state;

describe('audio state machine (§4, §8, §9)', () => {
  it('holds the constants of §4 and §9', () => {
    expect(IDLE_SUSPEND_MS).toBe(30_000);
    expect(MAX_SUSPENDED_PLAYS).toBe(3);
  });

  it('starts suspended where a gesture is needed, and loads nothing', () => {
    const { state, effects } = run([{ type: 'start', context: 'suspended' }]);
    expect(state).toEqual({ phase: 'locked', suspendedPlays: 0, gaveUp: false, load: 'none' });
    expect(effects).toEqual([]);
  });

  it('where no gesture is needed, is enabled from the start and loads then, without an announcement', () => {
    const { state, effects } = run([{ type: 'start', context: 'running' }]);
    expect(state.phase).toBe('running');
    expect(effects).toEqual([{ type: 'load' }, { type: 'idle-timer' }]);
  });

  it('a gesture resumes it; once resumed it announces sound is enabled and only then loads', () => {
    const gesture = audioStep(locked, { type: 'gesture' });
    expect(gesture.state.phase).toBe('resuming');
    expect(gesture.effects).toEqual([{ type: 'resume' }]);
    const resumed = audioStep(gesture.state, { type: 'resumed' });
    expect(resumed.state).toMatchObject({ phase: 'running', load: 'loading' });
    expect(resumed.effects).toEqual([
      { type: 'announce', what: 'enabled' },
      { type: 'load' },
      { type: 'idle-timer' },
    ]);
    expect(audioStep(resumed.state, { type: 'loaded' }).state.load).toBe('loaded');
  });

  it('retries on each of the first three suspended plays, then announces suspended once and stops', () => {
    const plays = Array.from({ length: 6 }, () => [
      { type: 'play', sound: 'move-self' } as const,
      { type: 'resume-refused' } as const,
    ]).flat();
    const { state, effects } = run(plays, locked);
    expect(effects).toEqual([
      { type: 'resume' },
      { type: 'resume' },
      { type: 'resume' },
      { type: 'announce', what: 'suspended' },
    ]);
    expect(state).toMatchObject({ phase: 'locked', gaveUp: true, suspendedPlays: 4, load: 'none' });
  });

  it('after giving up, a gesture still turns sound on and the count starts again', () => {
    const gaveUp = run(
      Array.from({ length: 4 }, () => ({ type: 'play', sound: 'capture' }) as const),
      locked,
    ).state;
    const { state, effects } = run([{ type: 'gesture' }, { type: 'resumed' }], gaveUp);
    expect(state).toMatchObject({ phase: 'running', gaveUp: false, suspendedPlays: 0 });
    expect(effects).toContainEqual({ type: 'announce', what: 'enabled' });
  });

  it('plays through the context once loaded, skipping sounds asked for while loading', () => {
    const loading = run([{ type: 'gesture' }, { type: 'resumed' }], locked).state;
    expect(audioStep(loading, { type: 'play', sound: 'check' }).effects).toEqual([{ type: 'idle-timer' }]);
    expect(audioStep(running, { type: 'play', sound: 'check' }).effects).toEqual([
      { type: 'play', sound: 'check', via: 'context' },
      { type: 'idle-timer' },
    ]);
  });

  it('suspends when idle, and the next sound resumes it without a gesture', () => {
    const idle = audioStep(running, { type: 'idle' });
    expect(idle.state.phase).toBe('idle');
    expect(idle.effects).toEqual([{ type: 'suspend' }]);
    const next = audioStep(idle.state, { type: 'play', sound: 'castle' });
    expect(next.state.phase).toBe('running');
    expect(next.effects).toEqual([
      { type: 'resume' },
      { type: 'play', sound: 'castle', via: 'context' },
      { type: 'idle-timer' },
    ]);
    // Resumed from idle is not a new enabling: no second announcement, no second load.
    expect(audioStep(next.state, { type: 'resumed' }).effects).toEqual([]);
  });

  it('fetches a newly picked set again once enabled, and not before', () => {
    expect(audioStep(locked, { type: 'files-changed' })).toEqual({ state: locked, effects: [] });
    const changed = audioStep(running, { type: 'files-changed' });
    expect(changed.state.load).toBe('loading');
    expect(changed.effects).toEqual([{ type: 'load' }]);
    const fallback = audioStep(running, { type: 'error', error: { kind: 'decoding-failed' } }).state;
    expect(audioStep(fallback, { type: 'files-changed' }).effects).toEqual([]);
  });

  const errors: SoundError[] = [
    { kind: 'no-audio-support' },
    { kind: 'no-codec-support' },
    { kind: 'failed-loading', status: 404 },
    { kind: 'decoding-failed' },
  ];

  it.each(errors)('falls back to audio elements with one warning on $kind', (error) => {
    const failed = audioStep(running, { type: 'error', error });
    expect(failed.state.phase).toBe('fallback');
    expect(failed.effects).toEqual([{ type: 'warn', error }]);
    expect(audioStep(failed.state, { type: 'play', sound: 'move-self' }).effects).toEqual([
      { type: 'play', sound: 'move-self', via: 'element' },
    ]);
    expect(audioStep(failed.state, { type: 'error', error }).effects).toEqual([]);
  });

  it('without Web Audio starts on audio elements', () => {
    const { state, effects } = run([{ type: 'start', context: 'unsupported' }]);
    expect(state.phase).toBe('fallback');
    expect(effects).toEqual([{ type: 'warn', error: { kind: 'no-audio-support' } }]);
  });

  it('says in its warning what went wrong and what it does instead', () => {
    expect(soundErrorMessage({ kind: 'failed-loading', status: 503 })).toBe(
      'Sound: a sound failed to load (status 503); playing sounds through audio elements instead.',
    );
    for (const error of errors) expect(soundErrorMessage(error)).toMatch(/audio elements instead\.$/);
  });
});
