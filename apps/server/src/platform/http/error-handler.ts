import type { ErrorCode } from '@kingside/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPgDataError } from '../../db/pg-errors';
import { AppError } from '../errors';

/** Fastify's own 4xx errors, renamed to our stable codes with a message a person can act on. */
function fromFastify(error: FastifyError): AppError | null {
  const status = error.statusCode ?? 500;
  if (status >= 500) return null;
  const code = error.code ?? '';
  const known: Record<string, [ErrorCode, string]> = {
    FST_ERR_CTP_INVALID_JSON_BODY: ['invalid_json', 'The request body is not valid JSON.'],
    FST_ERR_CTP_EMPTY_JSON_BODY: ['bad_request', 'The request body is empty but says it is JSON.'],
    FST_ERR_CTP_BODY_TOO_LARGE: ['payload_too_large', 'The request body is too large.'],
    FST_ERR_CTP_INVALID_MEDIA_TYPE: ['unsupported_media_type', 'Send JSON or a form.'],
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['bad_request', 'The Content-Length header does not match the body.'],
    FST_ERR_BAD_URL: ['bad_request', 'The address is not a valid URL.'],
    FST_ERR_ASYNC_CONSTRAINT: ['bad_request', 'The request could not be understood.'],
  };
  const mapped = known[code];
  if (mapped) return new AppError(mapped[0], status, mapped[1]);
  if (error instanceof SyntaxError || error.name === 'SyntaxError') {
    return new AppError('invalid_json', 400, 'The request body is not valid JSON.');
  }
  if (status === 413) return new AppError('payload_too_large', 413, 'The request body is too large.');
  if (status === 415) return new AppError('unsupported_media_type', 415, 'Send JSON or a form.');
  if (status === 404) return new AppError('not_found', 404, 'Not found.');
  return new AppError('bad_request', status, 'The request could not be understood.');
}

/** Input no schema caught but the database refused (a NUL byte, say) is still the caller's mistake. */
function fromDatabase(error: unknown): AppError | null {
  if (!isPgDataError(error)) return null;
  return new AppError('bad_request', 400, 'The request contains characters or values that cannot be stored.');
}

/** Fastify's own refusals that never reach the error handler (a URL that cannot be decoded). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const known =
    fromFastify(error) ?? new AppError('bad_request', 400, 'The request could not be understood.');
  reply.code(known.status).send(known.toBody());
}

/** One handler turns every error into `{"error":{"code","message"}}`; nothing unexpected leaks. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof AppError ? error : (fromDatabase(error) ?? fromFastify(error));
    if (known) {
      if (known.status >= 500) request.log.error({ err: error }, known.message);
      return reply.code(known.status).send(known.toBody());
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send(
        new AppError(
          'internal',
          500,
          'Something went wrong on our side. Please try again in a moment.',
        ).toBody(),
      );
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(
        new AppError(
          'not_found',
          404,
          `No such endpoint: ${request.method} ${request.url.split('?')[0]}`,
        ).toBody(),
      );
  });
}
