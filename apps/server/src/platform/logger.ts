import type { FastifyBaseLogger } from 'fastify';
import { type ChildLoggerOptions, type Logger, pino } from 'pino';

/** Anything that could let a reader act as someone else never reaches the log. */
export const REDACTED_PATHS = [
  'password',
  '*.password',
  '_password',
  '*._password',
  '_token',
  '*._token',
  'token',
  '*.token',
  'otp',
  '*.otp',
  'secret',
  '*.secret',
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
];

export function createLogger(options: { logLevel: string }, destination?: NodeJS.WritableStream): Logger {
  return pino(
    {
      level: options.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      base: undefined,
    },
    destination as pino.DestinationStream | undefined,
  );
}

export type { Logger };

/**
 * A request's logger (`request.log`): the child carrying the request id is made the first time the
 * request logs. Most requests never do, and a pino child per request was a measurable part of
 * serving a page.
 */
class LazyChildLogger {
  #child: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Record<string, unknown>,
    private readonly options: ChildLoggerOptions,
  ) {}

  get #logger(): Logger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  get level(): string {
    return this.#logger.level;
  }

  set level(level: string) {
    this.#logger.level = level;
  }

  fatal(...args: Parameters<Logger['fatal']>) {
    this.#logger.fatal(...args);
  }
  error(...args: Parameters<Logger['error']>) {
    this.#logger.error(...args);
  }
  warn(...args: Parameters<Logger['warn']>) {
    this.#logger.warn(...args);
  }
  info(...args: Parameters<Logger['info']>) {
    this.#logger.info(...args);
  }
  debug(...args: Parameters<Logger['debug']>) {
    this.#logger.debug(...args);
  }
  trace(...args: Parameters<Logger['trace']>) {
    this.#logger.trace(...args);
  }
  silent(...args: Parameters<Logger['silent']>) {
    this.#logger.silent(...args);
  }
  child(bindings: Record<string, unknown>, options?: ChildLoggerOptions): Logger {
    return this.#logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: see LazyChildLogger. */
export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(parent as Logger, bindings, options) as unknown as FastifyBaseLogger;
}
