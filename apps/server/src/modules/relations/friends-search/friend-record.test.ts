import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { describe, expect, it } from 'vitest';
import { timestampOf } from './friend-record';

describe('friend records', () => {
  it('write a Date as the Timestamp message timestampFromDate makes', () => {
    for (const ms of [0, 1, 999, -1, -999, -1001, 1_700_000_000_123, -62135596800000, 253402300799999]) {
      const date = new Date(ms);
      expect(timestampOf(date)).toStrictEqual(timestampFromDate(date));
    }
  });
});
