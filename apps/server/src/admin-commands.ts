import {
  ASSIGNABLE_LEVELS,
  type AssignableLevel,
  COUPON_KINDS,
  type CouponKind,
  membershipName,
  STAFF_CLOSURES,
  type StaffClosure,
} from '@kingside/contract';
import { z } from 'zod';
import { recordDemoAccounts } from './demo-accounts-file';
import { couponTable, describeCreated } from './modules/coupons';
import type { MovableClock } from './platform/clock';
import type { MigrationOutcome } from './platform/db/database';
import { AppError } from './platform/errors';
import { FEATURE_NAME } from './platform/features';
import type { Services } from './services';

/** The CLI's commands that change data; the same objects travel over the admin channel. */
export type AdminCommand =
  | { name: 'migrate' }
  | { name: 'seed'; force: boolean }
  | { name: 'user:create'; username: string; password: string; email: string; level: AssignableLevel | null }
  | { name: 'user:set-level'; username: string; level: AssignableLevel }
  | { name: 'user:close'; username: string; reason: StaffClosure }
  | { name: 'user:reopen'; username: string }
  | { name: 'feature:set'; feature: string; enabled: boolean }
  | { name: 'token:create'; username: string; label: string; days: number | null; scopes?: string[] }
  | {
      name: 'coupon:create';
      code: string;
      kind: CouponKind;
      amount: number;
      /** `YYYY-MM-DD`, the last day it works. */
      expires: string | null;
      maxUses: number | null;
    }
  | { name: 'coupon:list' }
  | { name: 'coupon:disable'; code: string }
  /** Moves a test clock forward (KINGSIDE_TEST_CLOCK), then runs the daily sweep at the new time. */
  | { name: 'clock:advance'; ms: number }
  /** Mines the next finished games for puzzles (modules/puzzles/miner). */
  | { name: 'puzzles:mine'; games: number };

const level = z.enum(ASSIGNABLE_LEVELS);

/** The server checks what arrives on its channel: only its owner can connect, but versions can differ. */
const adminCommandSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('migrate') }),
  z.object({ name: z.literal('seed'), force: z.boolean() }),
  z.object({
    name: z.literal('user:create'),
    username: z.string(),
    password: z.string(),
    email: z.string(),
    level: level.nullable(),
  }),
  z.object({ name: z.literal('user:set-level'), username: z.string(), level }),
  z.object({ name: z.literal('user:close'), username: z.string(), reason: z.enum(STAFF_CLOSURES) }),
  z.object({ name: z.literal('user:reopen'), username: z.string() }),
  z.object({ name: z.literal('feature:set'), feature: z.string().regex(FEATURE_NAME), enabled: z.boolean() }),
  z.object({
    name: z.literal('token:create'),
    username: z.string(),
    label: z.string(),
    days: z.number().int().min(1).max(9999).nullable(),
    scopes: z.array(z.string()).default([]),
  }),
  // Shapes only: the coupons service checks the rules, whoever asks.
  z.object({
    name: z.literal('coupon:create'),
    code: z.string(),
    kind: z.enum(COUPON_KINDS),
    amount: z.number(),
    expires: z.string().nullable(),
    maxUses: z.number().nullable(),
  }),
  z.object({ name: z.literal('coupon:list') }),
  z.object({ name: z.literal('coupon:disable'), code: z.string() }),
  z.object({
    name: z.literal('clock:advance'),
    ms: z
      .number()
      .int()
      .min(1)
      .max(3650 * 86_400_000),
  }),
  z.object({ name: z.literal('puzzles:mine'), games: z.number().int().min(1).max(200) }),
]);

export function parseAdminCommand(value: unknown): AdminCommand {
  const parsed = adminCommandSchema.safeParse(value);
  if (!parsed.success) throw new AppError('validation_failed', 400, 'Not a Kingside admin command.');
  return parsed.data;
}

export interface CommandContext {
  services: Pick<
    Services,
    'accounts' | 'apiTokens' | 'coupons' | 'demo' | 'features' | 'play' | 'puzzleMining' | 'staffAccounts'
  >;
  dataDir: string;
  /** The running server's clock when it was started with KINGSIDE_TEST_CLOCK=1; otherwise none to move. */
  testClock?: MovableClock;
  /** What opening the database applied: a running server migrated when it started. */
  migration: MigrationOutcome;
  /** Who runs the command: the long-running server, or the CLI on a database it opened itself. */
  runner: 'server' | 'cli';
}

/** Runs one admin command and says, for a person, what it did. */
export async function runAdminCommand(command: AdminCommand, ctx: CommandContext): Promise<string> {
  switch (command.name) {
    case 'migrate':
      return describeMigration(ctx);
    case 'seed': {
      const seeded = await ctx.services.demo.seed({ force: command.force });
      if (!seeded) return 'Demo data was seeded before; nothing to do (seed --force adds what is missing).';
      return recordDemoAccounts(ctx.dataDir, seeded);
    }
    case 'user:create': {
      const user = await ctx.services.accounts.register({
        username: command.username,
        email: command.email,
        password: command.password,
        level: command.level ?? 'basic',
        isActivated: true,
      });
      return `Created ${user.username} (${command.level ?? 'basic'}).`;
    }
    case 'user:set-level': {
      const changed = await ctx.services.accounts.setLevel(command.username, command.level);
      return `${changed.username} is now ${membershipName(changed.level) ?? changed.level}.`;
    }
    case 'user:close': {
      // The command line closes at once, staff accounts too: whoever runs it owns the server.
      const { user: closed } = await ctx.services.staffAccounts.closeAccount(
        { kind: 'cli' },
        command.username,
        command.reason,
      );
      return `Closed ${closed.username} (${command.reason}); their sessions are logged out.`;
    }
    case 'user:reopen': {
      const reopened = await ctx.services.staffAccounts.reopenAccount({ kind: 'cli' }, command.username);
      return `Reopened ${reopened.username}.`;
    }
    case 'feature:set':
      await ctx.services.features.set(command.feature, command.enabled);
      return `Feature ${command.feature} is now ${command.enabled ? 'on' : 'off'}.`;
    case 'token:create': {
      const { token, view } = await ctx.services.apiTokens.create(
        command.username,
        command.label,
        command.days,
        command.scopes,
      );
      const scopes = view.scopes.length ? view.scopes.join(',') : 'none';
      return `API token for ${command.username}, scopes ${scopes} (shown only this once; send it as "Authorization: Bearer <token>"):\n${token}`;
    }
    case 'coupon:create': {
      const { name: _, ...coupon } = command;
      return describeCreated(await ctx.services.coupons.create({ ...coupon, createdBy: null }));
    }
    case 'coupon:list':
      return couponTable(await ctx.services.coupons.list());
    case 'coupon:disable': {
      const disabled = await ctx.services.coupons.disable(command.code, null);
      return `Disabled coupon ${disabled.code}; members can no longer use it.`;
    }
    case 'clock:advance':
      return advanceClock(command.ms, ctx);
    case 'puzzles:mine': {
      const run = await ctx.services.puzzleMining.mine(command.games);
      if (run.busy) return 'The miner is already running; try again when it is done.';
      return `Mined ${run.games} finished game${run.games === 1 ? '' : 's'}: ${run.puzzles} new puzzle${run.puzzles === 1 ? '' : 's'}.`;
    }
  }
}

async function advanceClock(ms: number, { testClock, services }: CommandContext): Promise<string> {
  if (!testClock) {
    throw new AppError(
      'validation_failed',
      400,
      'clock:advance needs a running server started with KINGSIDE_TEST_CLOCK=1.',
    );
  }
  testClock.advance(ms);
  // The daily sweep runs once a minute: run it now, so what ran out has ended when the command returns.
  await services.play.dailySweeper.round();
  return `The server's clock now reads ${testClock.now().toISOString()}; daily games that ran out have ended.`;
}

function describeMigration({ migration, runner }: CommandContext): string {
  const total = `${migration.total} migration${migration.total === 1 ? '' : 's'}`;
  if (runner === 'server')
    return `The running server applied migrations when it started: up to date (${total}).`;
  if (migration.applied === 0) return `The database is already up to date (${total}).`;
  return `Applied ${migration.applied} migration${migration.applied === 1 ? '' : 's'}: up to date (${total}).`;
}
