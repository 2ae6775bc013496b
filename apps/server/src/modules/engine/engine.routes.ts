import { ENGINE_BASE } from '@kingside/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors';
import type { EngineFiles } from './engine-files';

/** A year: ENGINE_BASE names the package version, so a file never changes under its url. */
const FOREVER = 'public, max-age=31536000, immutable';

/**
 * `GET /engine/stockfish-<version>/<file>`: the engine's worker scripts and wasm with their MIME types
 * (application/wasm lets the browser compile while it downloads). The security headers hook adds
 * CORP same-origin, and COOP/COEP when the site is cross-origin isolated: the multi-threaded build's
 * own worker needs COEP on its script too.
 */
export function engineRoutes(app: FastifyInstance, files: EngineFiles): void {
  app.get<{ Params: { file: string } }>(`${ENGINE_BASE}/:file`, async (request, reply) => {
    const found = files.get(request.params.file);
    if (!found) throw notFound('No such engine file.');
    const file = await found;
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    reply
      .header('content-type', file.type)
      .header('cache-control', FOREVER)
      .header('vary', 'accept-encoding');
    if (gzip) reply.header('content-encoding', 'gzip');
    return reply.send(gzip ? file.gzipped : file.body);
  });
}
