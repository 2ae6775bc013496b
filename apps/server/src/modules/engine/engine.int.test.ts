import { gunzipSync } from 'node:zlib';
import { ENGINE_BASE, ENGINE_FILES } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';

describe('the engine files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { CROSS_ORIGIN_ISOLATION: 'require-corp' });
  });
  afterAll(async () => t.close());

  it('serves each build with its MIME type, cached for good, same-origin and isolated', async () => {
    for (const [name, type] of Object.entries(ENGINE_FILES)) {
      const response = await t.app.inject({ method: 'GET', url: `${ENGINE_BASE}/${name}` });
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['cross-origin-embedder-policy']).toBe('require-corp');
      expect(response.rawPayload.length).toBeGreaterThan(20_000);
    }
  });

  it('sends valid WebAssembly, gzipped to clients that take it', async () => {
    const url = `${ENGINE_BASE}/stockfish-19-lite-single.wasm`;
    const plain = await t.app.inject({ method: 'GET', url });
    expect(WebAssembly.validate(new Uint8Array(plain.rawPayload))).toBe(true);
    const zipped = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('answers 404 for anything else under the engine path, never a file outside it', async () => {
    for (const name of ['stockfish-19.wasm', 'stockfish.js', '..%2Fpackage.json', 'package.json', 'x']) {
      const response = await t.app.inject({ method: 'GET', url: `${ENGINE_BASE}/${name}` });
      expect(response.statusCode, name).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    const otherVersion = await t.app.inject({
      method: 'GET',
      url: '/engine/stockfish-18.0.0/stockfish-19-lite.js',
    });
    expect(otherVersion.statusCode).toBe(404);
  });
});
