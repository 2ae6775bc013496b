import type { FastifyInstance } from 'fastify';

/**
 * Makes an image the request body of every route in `scope`, read here with the cap checked as it
 * arrives (the declared length first, then every chunk): nothing past `maxBytes` is kept, and
 * `tooLarge()` is the answer. The routes then check and re-encode the bytes (image-processing.ts).
 */
export function acceptImageBody(scope: FastifyInstance, maxBytes: number, tooLarge: () => Error): void {
  scope.addContentTypeParser(/^image\//, (request, payload, done) => {
    if (Number(request.headers['content-length'] ?? 0) > maxBytes) return done(tooLarge(), undefined);
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes && !failed) {
        failed = true;
        done(tooLarge(), undefined);
      } else if (!failed) chunks.push(chunk);
    });
    payload.on('end', () => failed || done(null, Buffer.concat(chunks)));
    payload.on('error', (error) => failed || done(error, undefined));
  });
}
