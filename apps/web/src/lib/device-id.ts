import { COOKIES } from '@kingside/contract';
import { readCookie, writeCookie } from './cookies';
import { randomId } from './random-id';

/** Recognises this browser across visits (spec §9: the device-id cookie is kept 365 days). */
export function ensureDeviceId(): string {
  const existing = readCookie(COOKIES.deviceId);
  if (existing) return existing;
  const id = randomId(20);
  writeCookie(COOKIES.deviceId, id, COOKIES.deviceIdDays);
  return id;
}
