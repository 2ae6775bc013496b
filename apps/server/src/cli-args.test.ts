import { describe, expect, it } from 'vitest';
import { CliUsageError, parseCliArgs } from './cli-args';

describe('parseCliArgs', () => {
  it.each([
    [['serve'], { name: 'serve', demo: false }],
    [['serve', '--demo'], { name: 'serve', demo: true }],
    [['help'], { name: 'help' }],
    [['--help'], { name: 'help' }],
    [['-h'], { name: 'help' }],
    [['migrate'], { name: 'migrate' }],
    [['seed'], { name: 'seed', force: false }],
    [['seed', '--force'], { name: 'seed', force: true }],
    [
      ['user:create', 'alice', '--password', 'pw pw pw', '--email', 'a@example.com'],
      { name: 'user:create', username: 'alice', password: 'pw pw pw', email: 'a@example.com', level: null },
    ],
    [
      ['user:create', '--email=a@example.com', 'alice', '--level', 'staff', '--password=--x=y'],
      { name: 'user:create', username: 'alice', password: '--x=y', email: 'a@example.com', level: 'staff' },
    ],
    [
      ['user:create', 'alice', '--password-stdin', '--email', 'a@example.com'],
      {
        name: 'user:create',
        username: 'alice',
        passwordFromStdin: true,
        email: 'a@example.com',
        level: null,
      },
    ],
    [
      ['user:set-level', 'alice', 'platinum'],
      { name: 'user:set-level', username: 'alice', level: 'platinum' },
    ],
    [['user:close', 'alice', 'cheater'], { name: 'user:close', username: 'alice', reason: 'cheater' }],
    [
      ['user:close', 'alice', 'unspecifiedClosed'],
      { name: 'user:close', username: 'alice', reason: 'unspecifiedClosed' },
    ],
    [['user:reopen', 'alice'], { name: 'user:reopen', username: 'alice' }],
    [['feature:set', 'live.chat', 'on'], { name: 'feature:set', feature: 'live.chat', enabled: true }],
    [['feature:set', 'chat', 'off'], { name: 'feature:set', feature: 'chat', enabled: false }],
    [
      ['token:create', 'bob'],
      { name: 'token:create', username: 'bob', label: 'CLI token', days: null, scopes: [] },
    ],
    [
      ['token:create', 'bob', '--label', 'my bot', '--days=90'],
      { name: 'token:create', username: 'bob', label: 'my bot', days: 90, scopes: [] },
    ],
    [
      ['token:create', 'bob', '--scopes', 'board:play,challenge:write'],
      {
        name: 'token:create',
        username: 'bob',
        label: 'CLI token',
        days: null,
        scopes: ['board:play', 'challenge:write'],
      },
    ],
    [
      ['coupon:create', 'spring-25', '--percent', '25', '--expires', '2026-12-31', '--max-uses', '100'],
      {
        name: 'coupon:create',
        code: 'SPRING-25',
        kind: 'percent',
        amount: 25,
        expires: '2026-12-31',
        maxUses: 100,
      },
    ],
    [
      ['coupon:create', 'FIVE_OFF', '--amount=500'],
      { name: 'coupon:create', code: 'FIVE_OFF', kind: 'fixed', amount: 500, expires: null, maxUses: null },
    ],
    [['coupon:list'], { name: 'coupon:list' }],
    [['coupon:disable', 'spring-25'], { name: 'coupon:disable', code: 'SPRING-25' }],
    [['clock:advance', '2d'], { name: 'clock:advance', ms: 2 * 86_400_000 }],
    [['clock:advance', '36h'], { name: 'clock:advance', ms: 36 * 3_600_000 }],
    [['clock:advance', '1d12h30m'], { name: 'clock:advance', ms: 86_400_000 + 12 * 3_600_000 + 30 * 60_000 }],
    [['clock:advance', '90m'], { name: 'clock:advance', ms: 90 * 60_000 }],
  ])('reads %j', (argv, expected) => {
    expect(parseCliArgs(argv)).toEqual(expected);
  });

  it.each([
    [[], 'Missing command. Run `kingside help` to see the commands.'],
    [['start'], 'Unknown command "start". Run `kingside help` to see the commands.'],
    [['toString'], 'Unknown command "toString". Run `kingside help` to see the commands.'],
    [['serve', 'now'], 'serve takes no arguments; got 1 argument.'],
    [['serve', '--port', '80'], 'Unknown option --port for serve. Run `kingside help` for its options.'],
    [['seed', '--force=yes'], '--force takes no value.'],
    [['migrate', 'a', 'b'], 'migrate takes no arguments; got 2 arguments.'],
    [['user:create', '--password', 'p', '--email', 'e'], 'user:create takes <username>; got none.'],
    [['user:create', 'alice', '--email', 'e'], 'user:create needs --password or --password-stdin.'],
    [
      ['user:create', 'alice', '--email', 'e', '--password', 'p', '--password-stdin'],
      'Give --password or --password-stdin, not both.',
    ],
    [['user:create', 'alice', '--email', 'e', '--password-stdin=x'], '--password-stdin takes no value.'],
    [['user:create', 'alice', '--password', 'p'], 'user:create needs --email.'],
    [['user:create', 'alice', '--email', 'e', '--password'], '--password needs a value.'],
    [['user:create', 'alice', '--email=', '--password', 'p'], '--email needs a value.'],
    [['user:create', 'alice', '--password', '--email', 'e'], '--password needs a value.'],
    [['user:create', 'alice', '--email', 'e', '--email', 'f', '--password', 'p'], '--email is given twice.'],
    [
      ['user:create', 'alice', '--email', 'e', '--password', 'p', '--level', 'gm'],
      'Unknown level "gm": use one of basic, silver, gold, platinum, diamond, moderator, staff.',
    ],
    [['user:set-level', 'alice'], 'user:set-level takes <username> <level>; got 1 argument.'],
    [
      ['user:set-level', 'alice', 'cheater'],
      'Unknown level "cheater": use one of basic, silver, gold, platinum, diamond, moderator, staff.',
    ],
    [
      ['user:close', 'alice', 'voluntarilyClosed'],
      'Unknown reason "voluntarilyClosed": use one of cheater, abuser, unspecifiedClosed.',
    ],
    [['user:close', 'alice'], 'user:close takes <username> <reason>; got 1 argument.'],
    [['user:reopen'], 'user:reopen takes <username>; got none.'],
    [['user:reopen', 'alice', 'now'], 'user:reopen takes <username>; got 2 arguments.'],
    [['feature:set', 'chat', 'yes'], 'Say "on" or "off", not "yes".'],
    [['token:create', 'bob', '--days', '0'], '--days is a whole number of days from 1 to 9999, not "0".'],
    [
      ['token:create', 'bob', '--days', 'soon'],
      '--days is a whole number of days from 1 to 9999, not "soon".',
    ],
    [['token:create'], 'token:create takes <username>; got none.'],
    [
      ['feature:set', 'Chat!', 'on'],
      'Feature name "Chat!" is not valid: use 1 to 64 of a-z, 0-9, dot, dash, underscore.',
    ],
    [['feature:set', 'chat'], 'feature:set takes <name> on|off; got 1 argument.'],
    [['coupon:create', 'SPRING'], 'coupon:create needs --percent N or --amount CENTS.'],
    [['clock:advance'], 'clock:advance takes <duration>; got none.'],

    [['coupon:create', 'SPRING', '--percent', '5', '--amount', '5'], 'Give --percent or --amount, not both.'],
    [
      ['coupon:create', 'SPRING', '--percent', '101'],
      '--percent is a whole number of percent from 1 to 100, not "101".',
    ],
    [
      ['coupon:create', 'SPRING', '--percent', '0'],
      '--percent is a whole number of percent from 1 to 100, not "0".',
    ],
    [
      ['coupon:create', 'SPRING', '--amount', '-500'],
      '--amount is a whole number of cents from 1 to 1000000, not "-500".',
    ],
    [
      ['coupon:create', 'SPRING', '--amount', '4.99'],
      '--amount is a whole number of cents from 1 to 1000000, not "4.99".',
    ],
    [
      ['coupon:create', 'SPRING', '--percent', '5', '--max-uses', '0'],
      '--max-uses is a whole number of uses from 1 to 1000000, not "0".',
    ],
    [
      ['coupon:create', 'SPRING', '--percent', '5', '--expires', '31/12/2026'],
      '--expires is the last day as YYYY-MM-DD, not "31/12/2026".',
    ],
    [
      ['coupon:create', 'no way', '--percent', '5'],
      'Coupon code "no way" is not valid: use 3 to 32 of A-Z, 0-9, dash, underscore.',
    ],
    [['coupon:create', '--percent', '5'], 'coupon:create takes <CODE>; got none.'],
    [['coupon:list', 'all'], 'coupon:list takes no arguments; got 1 argument.'],
    [['coupon:disable', 'X'], 'Coupon code "X" is not valid: use 3 to 32 of A-Z, 0-9, dash, underscore.'],
  ])('refuses %j in one line', (argv, reason) => {
    let error: unknown;
    try {
      parseCliArgs(argv);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CliUsageError);
    expect((error as CliUsageError).code).toBe('bad_arguments');
    expect((error as CliUsageError).message).toBe(reason);
    expect(reason).not.toContain('\n');
  });

  it.each(['0d', '2', 'd', '12h1d', '-1d', '1.5d', '2 days', '3651d', ''])(
    'refuses the duration %j of clock:advance, saying how to write one',
    (duration) => {
      expect(() => parseCliArgs(['clock:advance', duration])).toThrow(
        new CliUsageError(
          `"${duration}" is not a duration: write days, hours and minutes like 2d, 36h, 1d12h or 90m (up to 3650d).`,
        ),
      );
    },
  );
});
