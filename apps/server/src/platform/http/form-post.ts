import type { FastifyRequest } from 'fastify';

/** A plain HTML form posts urlencoded and expects to land on a page; the app posts JSON. */
export const isFormPost = (request: FastifyRequest): boolean =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
