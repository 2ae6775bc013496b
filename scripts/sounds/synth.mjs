// The sound sets' sounds as numbers: short mono recipes (knocks, tones, noise) mixed into Float32
// samples. Deterministic (a seeded noise source), so running the generator again gives the same files.

export const SAMPLE_RATE = 22050;

/** A small seeded generator (mulberry32): the same noise on every run. */
function noiseSource(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 - 1;
  };
}

const WAVES = {
  sine: (phase) => Math.sin(2 * Math.PI * phase),
  triangle: (phase) => 1 - 4 * Math.abs(Math.round(phase - 0.25) - (phase - 0.25)),
  square: (phase) => (phase % 1 < 0.5 ? 0.6 : -0.6),
};

/** A buffer of `seconds`, and ways to add voices into it at a start time. */
export function track(seconds, seed = 1) {
  const samples = new Float32Array(Math.ceil(seconds * SAMPLE_RATE));
  const noise = noiseSource(seed);
  return {
    samples,
    /** A pitched voice gliding `from` → `to` Hz, quick attack, exponential decay. */
    tone(at, { wave = 'sine', from, to = from, duration, volume = 0.4, decay = 5 }) {
      const start = Math.floor(at * SAMPLE_RATE);
      const length = Math.floor(duration * SAMPLE_RATE);
      let phase = 0;
      for (let i = 0; i < length && start + i < samples.length; i++) {
        const t = i / length;
        const frequency = from * (to / from) ** t;
        phase += frequency / SAMPLE_RATE;
        const attack = Math.min(1, i / (0.004 * SAMPLE_RATE));
        samples[start + i] += WAVES[wave](phase % 1) * volume * attack * Math.exp(-decay * t);
      }
    },
    /** Filtered noise: the wood (low `brightness`) or click (high) of a piece landing. */
    knock(at, { duration, volume = 0.7, brightness = 0.3, decay = 9 }) {
      const start = Math.floor(at * SAMPLE_RATE);
      const length = Math.floor(duration * SAMPLE_RATE);
      let low = 0;
      let band = 0;
      for (let i = 0; i < length && start + i < samples.length; i++) {
        const t = i / length;
        low += brightness * (noise() - low);
        band += 0.5 * (low - band);
        samples[start + i] += (low - band * 0.6) * volume * 3 * Math.exp(-decay * t);
      }
    },
  };
}

/** Scales to a peak of 0.89 and fades the last 10 ms, so no sound clips or clicks. */
export function finish(samples) {
  let peak = 0;
  for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
  const gain = peak > 0 ? 0.89 / peak : 1;
  const fade = Math.floor(0.01 * SAMPLE_RATE);
  return samples.map((sample, i) => sample * gain * Math.min(1, (samples.length - 1 - i) / fade));
}

/** 16-bit PCM WAV, the generator's input to ffmpeg. */
export function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  for (const [i, sample] of samples.entries()) {
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample)) * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
