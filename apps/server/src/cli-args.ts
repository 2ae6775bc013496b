import {
  ASSIGNABLE_LEVELS,
  type AssignableLevel,
  COUPON_LIMITS,
  isAssignableLevel,
  isStaffClosure,
  normalizeCouponCode,
  STAFF_CLOSURES,
  type StaffClosure,
} from '@kingside/contract';
import type { AdminCommand } from './admin-commands';
import { FEATURE_NAME } from './platform/features';

type UserCreate = Extract<AdminCommand, { name: 'user:create' }>;

/** `user:create --password-stdin`: the CLI reads the password before it sends the command. */
export type UserCreateFromStdin = Omit<UserCreate, 'password'> & { passwordFromStdin: true };

/** What the command line asks for: the server itself, the help text, or one admin command. */
export type CliCommand =
  | { name: 'serve'; demo: boolean }
  | { name: 'help' }
  | AdminCommand
  | UserCreateFromStdin;

/** A command line that means nothing runnable; the message is the one line the CLI prints. */
export class CliUsageError extends Error {
  readonly code = 'bad_arguments';
  constructor(message: string) {
    super(message);
    this.name = 'CliUsageError';
  }
}

export const USAGE = `Usage: kingside <command>

  serve [--demo]                      run the web app and the API on PORT (seeds demo data with --demo)
  migrate                             apply pending database migrations
  seed [--force]                      add the demo content and demo accounts
  user:create <username> --password P|--password-stdin --email E [--level L]
                                      create an activated account (level: ${ASSIGNABLE_LEVELS.join('|')});
                                      --password-stdin reads it from a pipe or an unechoed prompt,
                                      so it never shows in the process list or shell history
  user:set-level <username> <level>   change a member's tier or staff role
  user:close <username> <reason>      close an account (reason: ${STAFF_CLOSURES.join('|')}) and log it out
  user:reopen <username>              reopen a closed account
  feature:set <name> on|off           switch a feature flag
  token:create <username> [--label L] [--days N] [--scopes board:play,challenge:write]
                                      make an API token for the open API (shown once);
                                      scopes: board:play, bot:play, challenge:read, challenge:write
  coupon:create <CODE> --percent N|--amount CENTS [--expires YYYY-MM-DD] [--max-uses N]
                                      create a coupon: N% or CENTS off the first charge, working
                                      through the --expires day (UTC), for at most --max-uses checkouts
  coupon:list                         list coupons with their uses and state
  coupon:disable <CODE>               stop a coupon from working (open checkouts may still be paid)
  puzzles:mine [--games N]            mine the next N finished games (default 20, at most 200) for puzzles
                                      with Stockfish; the server also does this hourly
  clock:advance <duration>            move a KINGSIDE_TEST_CLOCK server's time forward (e.g. 2d, 36h, 1d12h, 90m)
                                      and end the daily games that ran out; for end-to-end tests
  help                                show this text

While a server runs on the same DATA_DIR, commands go to it over its admin channel.`;

interface Spec {
  positionals: string[];
  values?: string[];
  flags?: string[];
}

const SPECS = {
  serve: { positionals: [], flags: ['demo'] },
  migrate: { positionals: [] },
  seed: { positionals: [], flags: ['force'] },
  'user:create': {
    positionals: ['<username>'],
    values: ['password', 'email', 'level'],
    flags: ['password-stdin'],
  },
  'user:set-level': { positionals: ['<username>', '<level>'] },
  'user:close': { positionals: ['<username>', '<reason>'] },
  'user:reopen': { positionals: ['<username>'] },
  'feature:set': { positionals: ['<name>', 'on|off'] },
  'token:create': { positionals: ['<username>'], values: ['label', 'days', 'scopes'] },
  'coupon:create': { positionals: ['<CODE>'], values: ['percent', 'amount', 'expires', 'max-uses'] },
  'coupon:list': { positionals: [] },
  'coupon:disable': { positionals: ['<CODE>'] },
  'clock:advance': { positionals: ['<duration>'] },
  'puzzles:mine': { positionals: [], values: ['games'] },
  help: { positionals: [] },
} satisfies Record<CliCommand['name'], Spec>;

type CommandName = keyof typeof SPECS;

interface Parsed {
  positionals: string[];
  values: Map<string, string>;
  flags: Set<string>;
}

export function parseCliArgs(argv: readonly string[]): CliCommand {
  const [name, ...rest] = argv;
  if (name === undefined)
    throw new CliUsageError('Missing command. Run `kingside help` to see the commands.');
  if (name === '--help' || name === '-h') return { name: 'help' };
  if (!Object.hasOwn(SPECS, name)) {
    throw new CliUsageError(`Unknown command "${name}". Run \`kingside help\` to see the commands.`);
  }
  const command = name as CommandName;
  const args = parseOptions(command, SPECS[command], rest);
  const [first, second] = args.positionals as [string, string];
  switch (command) {
    case 'serve':
      return { name: 'serve', demo: args.flags.has('demo') };
    case 'help':
    case 'migrate':
    case 'coupon:list':
      return { name: command };
    case 'seed':
      return { name: 'seed', force: args.flags.has('force') };
    case 'user:create': {
      const password = args.values.get('password');
      const fromStdin = args.flags.has('password-stdin');
      if (password !== undefined && fromStdin)
        throw new CliUsageError('Give --password or --password-stdin, not both.');
      if (password === undefined && !fromStdin)
        throw new CliUsageError('user:create needs --password or --password-stdin.');
      const email = required(args, 'email', command);
      const level = args.values.get('level');
      const account = {
        name: command,
        username: first,
        email,
        level: level === undefined ? null : toLevel(level),
      };
      return password === undefined ? { ...account, passwordFromStdin: true } : { ...account, password };
    }
    case 'user:set-level':
      return { name: command, username: first, level: toLevel(second) };
    case 'user:close':
      return { name: command, username: first, reason: toClosure(second) };
    case 'user:reopen':
      return { name: command, username: first };
    case 'feature:set':
      if (!FEATURE_NAME.test(first)) {
        throw new CliUsageError(
          `Feature name "${first}" is not valid: use 1 to 64 of a-z, 0-9, dot, dash, underscore.`,
        );
      }
      if (second !== 'on' && second !== 'off') throw new CliUsageError(`Say "on" or "off", not "${second}".`);
      return { name: command, feature: first, enabled: second === 'on' };
    case 'token:create': {
      const days = args.values.get('days');
      if (days !== undefined && !/^[1-9]\d{0,3}$/.test(days)) {
        throw new CliUsageError(`--days is a whole number of days from 1 to 9999, not "${days}".`);
      }
      return {
        name: command,
        username: first,
        label: args.values.get('label') ?? 'CLI token',
        days: days === undefined ? null : Number(days),
        scopes: (args.values.get('scopes') ?? '')
          .split(',')
          .map((scope) => scope.trim())
          .filter(Boolean),
      };
    }
    case 'coupon:create':
      return { name: command, code: toCouponCode(first), ...couponTerms(args) };
    case 'coupon:disable':
      return { name: command, code: toCouponCode(first) };
    case 'clock:advance':
      return { name: command, ms: toDuration(first) };
    case 'puzzles:mine': {
      const games = args.values.get('games') ?? '20';
      if (!/^[1-9]\d{0,2}$/.test(games) || Number(games) > 200)
        throw new CliUsageError(`--games is a whole number from 1 to 200, not "${games}".`);
      return { name: command, games: Number(games) };
    }
  }
}

const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000 } as const;
/** Ten years: far enough for any test, near enough that a typo does not overflow a date. */
const MAX_ADVANCE_MS = 3650 * UNIT_MS.d;

/** `2d`, `36h`, `1d12h`, `90m`: days, hours and minutes in that order, each at most once. */
function toDuration(value: string): number {
  const parts = /^(?:(\d{1,5})d)?(?:(\d{1,6})h)?(?:(\d{1,7})m)?$/.exec(value);
  const [days = 0, hours = 0, minutes = 0] = (parts?.slice(1) ?? []).map((part) => Number(part ?? 0));
  const ms = days * UNIT_MS.d + hours * UNIT_MS.h + minutes * UNIT_MS.m;
  if (!parts || !(ms > 0 && ms <= MAX_ADVANCE_MS)) {
    throw new CliUsageError(
      `"${value}" is not a duration: write days, hours and minutes like 2d, 36h, 1d12h or 90m (up to 3650d).`,
    );
  }
  return ms;
}

function toCouponCode(value: string): string {
  const code = normalizeCouponCode(value);
  if (!code) {
    throw new CliUsageError(
      `Coupon code "${value}" is not valid: use 3 to 32 of A-Z, 0-9, dash, underscore.`,
    );
  }
  return code;
}

/** The discount, expiry and cap of `coupon:create`; the server checks them again (the expiry against its clock). */
function couponTerms(args: Parsed) {
  const percent = args.values.get('percent');
  const amount = args.values.get('amount');
  if (percent !== undefined && amount !== undefined)
    throw new CliUsageError('Give --percent or --amount, not both.');
  if (percent === undefined && amount === undefined)
    throw new CliUsageError('coupon:create needs --percent N or --amount CENTS.');
  const expires = args.values.get('expires');
  if (expires !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(expires)) {
    throw new CliUsageError(`--expires is the last day as YYYY-MM-DD, not "${expires}".`);
  }
  const maxUses = args.values.get('max-uses');
  return {
    kind: percent === undefined ? ('fixed' as const) : ('percent' as const),
    amount:
      percent === undefined
        ? whole('--amount', amount!, 1, COUPON_LIMITS.maxFixed, 'cents')
        : whole('--percent', percent, 1, COUPON_LIMITS.maxPercent, 'percent'),
    expires: expires ?? null,
    maxUses: maxUses === undefined ? null : whole('--max-uses', maxUses, 1, COUPON_LIMITS.maxUses, 'uses'),
  };
}

function whole(option: string, value: string, min: number, max: number, unit: string): number {
  const number = /^-?\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= min && number <= max)) {
    throw new CliUsageError(`${option} is a whole number of ${unit} from ${min} to ${max}, not "${value}".`);
  }
  return number;
}

function parseOptions(command: CommandName, spec: Spec, rest: string[]): Parsed {
  const parsed: Parsed = { positionals: [], values: new Map(), flags: new Set() };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (!arg.startsWith('--')) {
      parsed.positionals.push(arg);
      continue;
    }
    const [key, inline] = splitOption(arg.slice(2));
    if (spec.flags?.includes(key)) {
      if (inline !== undefined) throw new CliUsageError(`--${key} takes no value.`);
      parsed.flags.add(key);
    } else if (spec.values?.includes(key)) {
      if (parsed.values.has(key)) throw new CliUsageError(`--${key} is given twice.`);
      // `--password --email e` forgot the password; a value that starts with -- can still be given as --key=value.
      const next = inline === undefined && !rest[i + 1]?.startsWith('--') ? rest[++i] : undefined;
      const value = inline ?? next;
      if (value === undefined || value === '') throw new CliUsageError(`--${key} needs a value.`);
      parsed.values.set(key, value);
    } else {
      throw new CliUsageError(
        `Unknown option --${key} for ${command}. Run \`kingside help\` for its options.`,
      );
    }
  }
  if (parsed.positionals.length !== spec.positionals.length) {
    const expected = spec.positionals.length ? ` ${spec.positionals.join(' ')}` : ' no arguments';
    throw new CliUsageError(`${command} takes${expected}; got ${describeCount(parsed.positionals.length)}.`);
  }
  return parsed;
}

function splitOption(option: string): [string, string | undefined] {
  const equals = option.indexOf('=');
  return equals === -1 ? [option, undefined] : [option.slice(0, equals), option.slice(equals + 1)];
}

function describeCount(count: number): string {
  return count === 0 ? 'none' : count === 1 ? '1 argument' : `${count} arguments`;
}

function required(args: Parsed, key: string, command: string): string {
  const value = args.values.get(key);
  if (value === undefined) throw new CliUsageError(`${command} needs --${key}.`);
  return value;
}

function toLevel(value: string): AssignableLevel {
  if (!isAssignableLevel(value)) {
    throw new CliUsageError(`Unknown level "${value}": use one of ${ASSIGNABLE_LEVELS.join(', ')}.`);
  }
  return value;
}

function toClosure(value: string): StaffClosure {
  if (!isStaffClosure(value)) {
    throw new CliUsageError(`Unknown reason "${value}": use one of ${STAFF_CLOSURES.join(', ')}.`);
  }
  return value;
}
