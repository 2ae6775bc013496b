#!/usr/bin/env node
// Makes the demo chess video (apps/server/src/modules/content/demo-video/board.webm): a few seconds
// of a rook walking a board, drawn on a canvas and encoded to VP8 by Chromium's WebCodecs, then put
// in a WebM by webm.mjs. The file is committed, so seeding needs no encoder; run this only to change
// it: `node scripts/videos/generate.mjs` (needs /usr/bin/chromium and the playwright package).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { muxWebm } from './webm.mjs';

const OUT = path.resolve(import.meta.dirname, '../../apps/server/src/modules/content/demo-video/board.webm');
const WIDTH = 320;
const HEIGHT = 180;
const FPS = 10;
const SECONDS = 6;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  // WebCodecs needs a secure context: a page of http://localhost is one (nothing is fetched).
  await page.route('http://localhost/', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html>' }),
  );
  await page.goto('http://localhost/');
  const frames = await page.evaluate(
    async ({ width, height, fps, seconds }) => {
      const canvas = new OffscreenCanvas(width, height);
      const g = canvas.getContext('2d');
      const chunks = [];
      const encoder = new VideoEncoder({
        output: (chunk) => {
          const data = new Uint8Array(chunk.byteLength);
          chunk.copyTo(data);
          chunks.push({ data: [...data], timestamp: chunk.timestamp, key: chunk.type === 'key' });
        },
        error: (error) => {
          throw error;
        },
      });
      encoder.configure({ codec: 'vp8', width, height, bitrate: 60_000, framerate: fps });
      const square = 20;
      const left = (width - 8 * square) / 2;
      const top = (height - 8 * square) / 2;
      const total = fps * seconds;
      for (let n = 0; n < total; n++) {
        g.fillStyle = '#262421';
        g.fillRect(0, 0, width, height);
        for (let file = 0; file < 8; file++)
          for (let rank = 0; rank < 8; rank++) {
            g.fillStyle = (file + rank) % 2 ? '#769656' : '#eeeed2';
            g.fillRect(left + file * square, top + rank * square, square, square);
          }
        // A rook walks the edge of the board: along the first rank, up the h-file, and back.
        const step = Math.floor((n / total) * 28);
        const [file, rank] =
          step < 7 ? [step, 7] : step < 14 ? [7, 14 - step] : step < 21 ? [21 - step, 0] : [0, step - 21];
        const x = left + file * square + square / 2;
        const y = top + rank * square + square / 2;
        g.fillStyle = '#ffffff';
        g.strokeStyle = '#000000';
        g.lineWidth = 1.5;
        g.fillRect(x - 6, y - 2, 12, 9);
        g.strokeRect(x - 6, y - 2, 12, 9);
        g.fillRect(x - 7, y - 8, 14, 6);
        g.strokeRect(x - 7, y - 8, 14, 6);
        // How far the video has played, a bar along the bottom.
        g.fillStyle = '#81b64c';
        g.fillRect(0, height - 4, (width * (n + 1)) / total, 4);
        const frame = new VideoFrame(canvas, { timestamp: Math.round((n * 1_000_000) / fps) });
        encoder.encode(frame, { keyFrame: n % fps === 0 });
        frame.close();
      }
      await encoder.flush();
      return chunks;
    },
    { width: WIDTH, height: HEIGHT, fps: FPS, seconds: SECONDS },
  );
  const bytes = muxWebm({
    width: WIDTH,
    height: HEIGHT,
    durationMs: SECONDS * 1000,
    frames: frames.map((frame) => ({ ...frame, data: Uint8Array.from(frame.data) })),
  });
  writeFileSync(OUT, bytes);
  console.log(`${OUT}: ${bytes.length} bytes, ${frames.length} frames`);
} finally {
  await browser.close();
}
