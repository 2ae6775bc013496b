import { describe, expect, it } from 'vitest';
import { parseRange } from './range';

describe('parseRange (RFC 9110 §14, one range)', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-10', { start: 990, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    [' bytes=5-5 ', { start: 5, end: 5 }],
  ])('%s of 1000 bytes', (header, range) => {
    expect(parseRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=1000-1200', 'bytes=-0'])(
    '%s of 1000 bytes is unsatisfiable (416)',
    (header) => {
      expect(parseRange(header, 1000)).toBe('unsatisfiable');
    },
  );

  it.each([undefined, '', 'bytes=', 'bytes=-', 'bytes=5-2', 'bytes=0-1,3-4', 'items=0-1', 'bytes=a-b'])(
    '%s is ignored: the whole file',
    (header) => {
      expect(parseRange(header, 1000)).toBeNull();
    },
  );
});
