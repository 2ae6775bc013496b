#!/usr/bin/env node
// Makes the catalogue's sound sets: synthesises every sound of every set (sets.mjs) and encodes it
// with ffmpeg into the four formats of spec §3's SoundSet (mp3, ogg, webm, wav), small: mono, short,
// low bitrates. The encoded files are committed, so installing needs no encoder; run this only to
// change a sound: `node scripts/sounds/generate.mjs` (needs ffmpeg on the PATH).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KEYS, SETS, synthesise } from './sets.mjs';
import { finish, wav } from './synth.mjs';

const OUT = path.resolve(import.meta.dirname, '../../apps/server/src/modules/themes/sounds');

/** ffmpeg arguments per format: mono, no metadata, bit-exact so a rerun changes nothing. */
const ENCODINGS = {
  mp3: ['-ar', '22050', '-c:a', 'libmp3lame', '-b:a', '32k', '-write_xing', '0', '-id3v2_version', '0'],
  ogg: ['-ar', '22050', '-c:a', 'libvorbis', '-q:a', '0'],
  webm: ['-ar', '24000', '-c:a', 'libopus', '-b:a', '24k'],
  wav: ['-ar', '11025', '-c:a', 'pcm_u8'],
};

const work = mkdtempSync(path.join(tmpdir(), 'kingside-sounds-'));
try {
  for (const set of SETS) {
    mkdirSync(path.join(OUT, set), { recursive: true });
    for (const key of KEYS) {
      const source = path.join(work, `${set}-${key}.wav`);
      writeFileSync(source, wav(finish(synthesise(set, key))));
      for (const [format, args] of Object.entries(ENCODINGS)) {
        const target = path.join(OUT, set, `${key}.${format}`);
        execFileSync('ffmpeg', [
          '-loglevel',
          'error',
          '-y',
          '-i',
          source,
          '-ac',
          '1',
          ...args,
          '-map_metadata',
          '-1',
          '-fflags',
          '+bitexact',
          '-flags:a',
          '+bitexact',
          target,
        ]);
      }
    }
    console.log(`${set}: ${KEYS.length} sounds × ${Object.keys(ENCODINGS).length} formats`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
