import type { FastifyError, FastifyInstance } from 'fastify';
import { isPgDataError } from '../../db/pg-errors';
import { AppError } from '../../platform/errors';
import { PlayError } from '../play';

/** What a refusal of play's (a PlayError code) answers: lichess says 400 for a refused move. */
const PLAY_STATUS: Record<string, number> = { not_found: 404, not_a_player: 403, rate_limited: 429 };

/**
 * Errors of the open API in lichess's shape, `{"error": "…"}` (doc/specs/schemas/Error.yaml), so
 * lichess clients read them; the status codes stay ours. Nothing unexpected leaks: a 500 says only
 * that something failed.
 */
export function installLichessErrors(api: FastifyInstance): void {
  api.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.code(error.status).send({ error: error.message });
    }
    if (error instanceof PlayError) {
      return reply.code(PLAY_STATUS[error.code] ?? 400).send({ error: error.message });
    }
    if (isPgDataError(error)) {
      return reply
        .code(400)
        .send({ error: 'The request contains characters or values that cannot be stored.' });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const message =
        status === 413
          ? 'The request body is too large.'
          : status === 415
            ? 'Send a form (application/x-www-form-urlencoded).'
            : 'The request could not be understood.';
      return reply.code(status).send({ error: message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: 'Something went wrong on our side. Please try again in a moment.' });
  });
}
