import type { ErrorBody, ErrorCode } from '@kingside/contract';

/** The one error type: a stable code, an HTTP status and a message a person can act on. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}) },
    };
  }
}

export const badRequest = (code: ErrorCode, message: string, field?: string) =>
  new AppError(code, 400, message, field);
export const notFound = (message = 'Not found.') => new AppError('not_found', 404, message);
export const unauthenticated = (message = 'Please log in first.') =>
  new AppError('unauthenticated', 401, message);
export const forbidden = (message = 'You are not allowed to do that.') =>
  new AppError('forbidden', 403, message);
export const conflict = (code: ErrorCode, message: string, field?: string) =>
  new AppError(code, 409, message, field);
