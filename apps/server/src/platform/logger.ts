import { type Logger, pino } from 'pino';

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
