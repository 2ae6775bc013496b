import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';

/**
 * A page looked up from the database and big enough to be compressed as a stream (a demo member's
 * profile, with its recent games) arrives whole: the route resolves to its reply, so Fastify does
 * not send an empty body of its own while the compression runs.
 */
describe.each(DATABASE_KINDS)('compressed pages on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Pages above 2 KiB are compressed as a stream, whatever the size of the built template.
    t = await startTestApp(kind, { COMPRESSION_SYNC_MAX_BYTES: '2048' });
    await t.services.demo.seed();
  });
  afterAll(() => t?.close());

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends a big looked-up page whole in %s', async (encoding, decompress) => {
    const plain = await t.app.inject({ method: 'GET', url: '/member/demo_gold' });
    expect(plain.rawPayload.length).toBeGreaterThan(2048);
    const packed = await t.app.inject({
      method: 'GET',
      url: '/member/demo_gold',
      headers: { 'accept-encoding': encoding },
    });
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe(encoding);
    const html = decompress(packed.rawPayload).toString('utf8');
    expect(html).toContain('"username":"demo_gold"');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    expect(html.length).toBe(plain.body.length);
  });
});
