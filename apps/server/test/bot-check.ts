import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { expect } from 'vitest';
import type { TestBrowser } from './test-app';

export const encodePayload = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

/** What the widget does: fetch a challenge, count to the answer, hand back the payload. */
export async function solve(browser: TestBrowser): Promise<{ challenge: Challenge; payload: string }> {
  const response = await browser.get('/callback/bot-check/challenge');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const challenge = response.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return { challenge, payload: encodePayload({ challenge, solution }) };
}

/** Solves a challenge and hands the solution in: the browser then holds a pass for its address. */
export async function passBotCheck(browser: TestBrowser): Promise<void> {
  const { payload } = await solve(browser);
  expect((await browser.post('/callback/bot-check/verify', { payload })).statusCode).toBe(200);
}
