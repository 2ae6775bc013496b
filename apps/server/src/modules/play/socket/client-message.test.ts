import { describe, expect, it } from 'vitest';
import { bySchema, parseClientMessage } from './client-message';

/** What the schema alone answers (the parse before the hand check for moves). */
function schemaOnly(text: string) {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { bad: 'Messages are JSON text.' };
  }
  return bySchema(raw);
}

const move = { t: 'move', gameId: 'Ab3dEf9h', uci: 'e2e4', version: 0, ref: 1 };
const variants: unknown[] = [
  move,
  { ...move, ref: undefined },
  { ...move, uci: 'e7e8q' },
  { ...move, uci: 'e7e8k' },
  { ...move, version: 1_000_000, ref: Number.MAX_SAFE_INTEGER },
  { ...move, version: 1_000_001 },
  { ...move, version: -1 },
  { ...move, version: 1.5 },
  { ...move, version: '3' },
  { ...move, ref: -1 },
  { ...move, ref: 2.5 },
  { ...move, ref: Number.MAX_SAFE_INTEGER + 2 },
  { ...move, ref: null },
  { ...move, gameId: 'short' },
  { ...move, gameId: 'Ab3dEf9h!' },
  { ...move, gameId: 12345678 },
  { ...move, uci: 'e2e9' },
  { ...move, uci: 'e2e4x' },
  { ...move, uci: 'E2E4' },
  { ...move, extra: true },
  { t: 'move', gameId: 'Ab3dEf9h', uci: 'e2e4' },
  { t: 'move', gameId: 'Ab3dEf9h', version: 3 },
  { t: 'move', uci: 'e2e4', version: 3 },
  { t: 'ping' },
  { t: 'ping', lag: 12 },
  { t: 'watch', gameId: 'Ab3dEf9h', since: 4 },
  { t: 'nope', ref: 3 },
  [],
  null,
  7,
];

describe('parseClientMessage', () => {
  it.each(variants.map((v) => [JSON.stringify(v)]))('answers %s as the schema does', (text) => {
    expect(parseClientMessage(text)).toEqual(schemaOnly(text));
  });

  it('takes a move with a __proto__ key to the schema, which refuses it', () => {
    const text = '{"t":"move","gameId":"Ab3dEf9h","uci":"e2e4","version":0,"__proto__":{"x":1}}';
    expect(parseClientMessage(text)).toEqual(schemaOnly(text));
    expect('bad' in parseClientMessage(text)).toBe(true);
  });

  it('refuses what is not JSON text', () => {
    expect(parseClientMessage(null)).toEqual({ bad: 'Messages are JSON text.' });
    expect(parseClientMessage('{')).toEqual({ bad: 'Messages are JSON text.' });
  });
});
