import os from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import { type CommandContext, parseAdminCommand, runAdminCommand } from './admin-commands';

function context(overrides: Partial<CommandContext> = {}): CommandContext {
  const services = {
    accounts: {
      register: vi.fn(async (input: { username: string }) => ({ username: input.username })),
      setLevel: vi.fn(async (username: string) => ({ username, level: 40 })),
    },
    demo: { seed: vi.fn(async () => null) },
    features: { set: vi.fn(async () => {}) },
  };
  return {
    services: services as unknown as CommandContext['services'],
    dataDir: os.tmpdir(),
    migration: { applied: 0, total: 3 },
    runner: 'cli',
    ...overrides,
  };
}

describe('parseAdminCommand', () => {
  it('accepts what the CLI sends', () => {
    const command = { name: 'user:set-level', username: 'alice', level: 'gold' };
    expect(parseAdminCommand(command)).toEqual(command);
  });

  it.each([
    [{ name: 'drop-everything' }],
    [{ name: 'user:set-level', username: 'alice', level: 'cheater' }],
    [{ name: 'feature:set', feature: 'Bad Name', enabled: true }],
    ['user:create'],
  ])('refuses %j with a coded error', (value) => {
    expect(() => parseAdminCommand(value)).toThrow(expect.objectContaining({ code: 'validation_failed' }));
  });
});

describe('runAdminCommand', () => {
  it('creates activated accounts, basic unless told otherwise', async () => {
    const ctx = context();
    const command = {
      name: 'user:create',
      username: 'alice',
      password: 'pw',
      email: 'a@x',
      level: null,
    } as const;
    expect(await runAdminCommand(command, ctx)).toBe('Created alice (basic).');
    expect(ctx.services.accounts.register).toHaveBeenCalledWith({
      username: 'alice',
      password: 'pw',
      email: 'a@x',
      level: 'basic',
      isActivated: true,
    });
  });

  it('names the new level', async () => {
    const command = { name: 'user:set-level', username: 'alice', level: 'platinum' } as const;
    expect(await runAdminCommand(command, context())).toBe('alice is now platinum.');
  });

  it('switches feature flags', async () => {
    const ctx = context();
    expect(await runAdminCommand({ name: 'feature:set', feature: 'chat', enabled: false }, ctx)).toBe(
      'Feature chat is now off.',
    );
    expect(ctx.services.features.set).toHaveBeenCalledWith('chat', false);
  });

  it('says when the demo data is already there', async () => {
    expect(await runAdminCommand({ name: 'seed', force: false }, context())).toMatch(
      /seeded before; nothing to do/,
    );
  });

  it.each([
    [
      { runner: 'server' as const },
      'The running server applied migrations when it started: up to date (3 migrations).',
    ],
    [{}, 'The database is already up to date (3 migrations).'],
    [{ migration: { applied: 1, total: 1 } }, 'Applied 1 migration: up to date (1 migration).'],
  ])('reports migrations (%j)', async (overrides, text) => {
    expect(await runAdminCommand({ name: 'migrate' }, context(overrides))).toBe(text);
  });
});
