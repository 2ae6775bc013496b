import { COOKIES } from '@kingside/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from './cookies';
import { ensureDeviceId } from './device-id';

afterEach(() => {
  writeCookie(COOKIES.deviceId, '', 0);
});

describe('ensureDeviceId', () => {
  it('creates the device-id cookie once and keeps it afterwards', () => {
    const first = ensureDeviceId();
    expect(first).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(readCookie(COOKIES.deviceId)).toBe(first);
    expect(ensureDeviceId()).toBe(first);
  });
});

describe('writeCookie', () => {
  it('never asks for a lifetime above 365 days', () => {
    const setter = vi.spyOn(document, 'cookie', 'set');
    writeCookie('long', 'x', 1000);
    const written = setter.mock.calls.map(([value]) => value);
    setter.mockRestore();
    expect(written[0]).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(written[0]).toContain('SameSite=Lax');
    expect(written[0]).toContain('Path=/');
  });
});
