import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import type { UploadStore } from './upload-store';

/** A year: names are content-addressed, so a file never changes under its name. */
const FOREVER = 'public, max-age=31536000, immutable';

/** `GET /uploads/{name}`: stored images, as re-encoded (never as uploaded), cached for good. */
export function uploadsRoutes(app: FastifyInstance, store: UploadStore): void {
  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const file = store.pathOf(request.params.name);
    const bytes = file ? await readFile(file).catch(() => null) : null;
    if (!bytes) throw notFound('No such file.');
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', FOREVER)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(bytes);
  });
}
