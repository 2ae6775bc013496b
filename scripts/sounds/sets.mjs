// The four sound sets: one recipe per sound key (packages/contract/src/sounds.ts), each set with its
// own voice. Times and pitches in seconds and Hz.
import { track } from './synth.mjs';

/** Notes of the arpeggios, in Hz. */
const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const C6 = 1046.5;
const A4 = 440;

/** A voice: how a set lands a piece, and which tone it sings with. */
const VOICES = {
  // The §9 default: a warm wooden click with a soft low tone.
  default: { brightness: 0.35, wave: 'triangle', thump: 190, bell: 1 },
  // Deeper, duller wood, almost no tone.
  wood: { brightness: 0.18, wave: 'sine', thump: 120, bell: 0.5 },
  // Glass: bright clicks and ringing sine bells.
  glass: { brightness: 0.8, wave: 'sine', thump: 900, bell: 1.6 },
  // Arcade: square-wave bleeps, a retro game's board.
  arcade: { brightness: 0.6, wave: 'square', thump: 330, bell: 1.2 },
};

function land(t, at, voice, { volume = 0.7, pitch = 1 } = {}) {
  t.knock(at, { duration: 0.07, volume, brightness: voice.brightness });
  t.tone(at, {
    wave: voice.wave,
    from: voice.thump * 1.8 * pitch,
    to: voice.thump * pitch,
    duration: 0.09,
    volume: 0.3 * voice.bell,
    decay: 6,
  });
}

function arpeggio(t, at, voice, notes, step, volume = 0.3) {
  for (const [i, note] of notes.entries()) {
    t.tone(at + i * step, { wave: voice.wave, from: note, duration: 0.3, volume, decay: 4 });
  }
}

const RECIPES = {
  'move-self': (t, v) => land(t, 0, v),
  'move-opponent': (t, v) => land(t, 0, v, { pitch: 0.85, volume: 0.6 }),
  capture: (t, v) => {
    land(t, 0, v, { volume: 0.9, pitch: 0.9 });
    t.knock(0.035, { duration: 0.09, volume: 0.8, brightness: v.brightness * 1.3 });
  },
  check: (t, v) => {
    land(t, 0, v);
    t.tone(0.05, { wave: v.wave, from: E5 * v.bell, duration: 0.22, volume: 0.35, decay: 5 });
  },
  castle: (t, v) => {
    land(t, 0, v);
    land(t, 0.11, v, { pitch: 0.9 });
  },
  promote: (t, v) => {
    land(t, 0, v);
    arpeggio(
      t,
      0.05,
      v,
      [C5, G5].map((n) => n * v.bell),
      0.08,
      0.28,
    );
  },
  'game-start': (t, v) =>
    arpeggio(
      t,
      0,
      v,
      [C5, E5, G5].map((n) => n * Math.min(v.bell, 1.2)),
      0.09,
    ),
  'game-end': (t, v) =>
    arpeggio(
      t,
      0,
      v,
      [G5, E5, C5].map((n) => n * Math.min(v.bell, 1.2)),
      0.12,
    ),
  'low-time': (t, v) => {
    t.tone(0, { wave: v.wave, from: C6, duration: 0.08, volume: 0.3, decay: 3 });
    t.tone(0.14, { wave: v.wave, from: C6, duration: 0.08, volume: 0.3, decay: 3 });
  },
  illegal: (t, v) =>
    t.tone(0, {
      wave: v.wave === 'sine' ? 'triangle' : v.wave,
      from: 220,
      to: 160,
      duration: 0.16,
      volume: 0.35,
      decay: 3,
    }),
  notify: (t, v) => arpeggio(t, 0, v, [A4 * v.bell, E5 * v.bell], 0.1, 0.25),
};

/** How long each sound lasts, in seconds. */
const LENGTHS = {
  'move-self': 0.12,
  'move-opponent': 0.12,
  capture: 0.16,
  check: 0.3,
  castle: 0.22,
  promote: 0.36,
  'game-start': 0.5,
  'game-end': 0.6,
  'low-time': 0.24,
  illegal: 0.18,
  notify: 0.4,
};

export const SETS = Object.keys(VOICES);
export const KEYS = Object.keys(RECIPES);

/** The raw samples of one sound of one set. */
export function synthesise(set, key) {
  const voice = VOICES[set];
  const t = track(LENGTHS[key], SETS.indexOf(set) * 100 + KEYS.indexOf(key) + 1);
  RECIPES[key](t, voice);
  return t.samples;
}
