import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
  });

  it('takes a comma list of addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      '::1',
      'fd00::/8',
    ]);
  });

  it.each(['true', '*', 'proxy.example', '10.0.0.0/33', '10.0.0/8', '::1/129', '10.0.0.1/8/8', '10.0.0.0/'])(
    'refuses %s at start, saying what it takes',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /^Invalid TRUST_PROXY: ".*" is not an address or CIDR; TRUST_PROXY is a comma list like 10\.0\.0\.0\/8/,
      );
    },
  );
});

describe('PUBLIC_API_HOST', () => {
  it('is off by default, and kept lowercase', () => {
    expect(loadConfig({}).publicApiHost).toBeNull();
    expect(loadConfig({ PUBLIC_API_HOST: 'API.Chess.Example' }).publicApiHost).toBe('api.chess.example');
  });

  it.each([
    'https://api.chess.example',
    'api.chess.example:8080',
    'api.chess.example/pub',
    'api_chess',
    '-api.example',
  ])('refuses %s: a bare host name only', (value) => {
    expect(() => loadConfig({ PUBLIC_API_HOST: value })).toThrow(
      /^Invalid PUBLIC_API_HOST: PUBLIC_API_HOST is a host name/,
    );
  });
});

describe('KINGSIDE_TEST_CLOCK', () => {
  it('is off by default, and on when asked outside production', () => {
    expect(loadConfig({}).testClock).toBe(false);
    expect(loadConfig({ KINGSIDE_TEST_CLOCK: '1', NODE_ENV: 'test' }).testClock).toBe(true);
  });

  it('is refused at start when NODE_ENV=production', () => {
    expect(() => loadConfig({ KINGSIDE_TEST_CLOCK: '1', NODE_ENV: 'production' })).toThrow(
      new ConfigError("KINGSIDE_TEST_CLOCK moves the server's time: it is refused when NODE_ENV=production."),
    );
    expect(loadConfig({ KINGSIDE_TEST_CLOCK: '0', NODE_ENV: 'production' }).testClock).toBe(false);
  });
});
