import { create, toJsonString } from '@bufbuild/protobuf';
import { TimestampSchema } from '@bufbuild/protobuf/wkt';
import {
  AutocompleteResponseSchema,
  type Friend,
  FriendSchema,
  QueryFriendsResponseSchema,
} from '@kingside/contract/friends-search';
import { describe, expect, it } from 'vitest';
import { FRIENDS_SEARCH_JSON, writeTimestamp } from './friend-json';
import { JsonBytes } from './json-bytes';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');
const timestampJson = (value: Parameters<typeof writeTimestamp>[1]) => {
  const out = new JsonBytes();
  writeTimestamp(out, value);
  return text(out.bytes());
};

/** A small deterministic generator (mulberry32), so a failure names its seed. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(values: T[]): T => values[Math.floor(next() * values.length)]!;
  return { next, pick };
}

const TEXTS = [
  '',
  'magnus',
  'Ünïcødé ♞',
  'quote " and \\ slash',
  'line\nbreak\t\u0001',
  '\u2028\u2029',
  '😀',
  '</script>',
];
const NUMBERS = [0, -0, 1, -1, 1500, 2147483647, -2147483648, 7.5];
/** Seconds across protobuf's range: its ends, the epoch, leap days, ordinary times. */
const SECONDS = [
  -62135596800, 253402300799, 0, -1, 951782400, 1709164800, 4107542399, -2208988800, 1_700_000_000,
];
const NANOS = [0, 1, 999_999_999, 5_000_000, 123_000_000, 123_456_000, 123_456_789, 1000];

function friend(r: ReturnType<typeof random>): Friend {
  const timestamp = () =>
    r.next() < 0.2
      ? undefined
      : create(TimestampSchema, {
          seconds: BigInt(r.next() < 0.5 ? r.pick(SECONDS) : Math.floor(r.next() * 4e9 - 2e9)),
          nanos: r.pick(NANOS),
        });
  const flag = () => r.next() < 0.5;
  return create(FriendSchema, {
    uuid: r.pick(TEXTS),
    presence: r.pick([0, 1, 2, 3, 9]),
    areFriends: flag(),
    userCanReceiveGifts: flag(),
    bestRating: r.pick(NUMBERS),
    flairCode: r.pick(TEXTS),
    user:
      r.next() < 0.1
        ? undefined
        : {
            userId: r.pick(NUMBERS),
            username: r.pick(TEXTS),
            chessTitle: r.pick(TEXTS),
            createdAt: timestamp(),
            updatedAt: timestamp(),
            country: r.pick(TEXTS),
            firstName: r.pick(TEXTS),
            lastName: r.pick(TEXTS),
            timezone: r.pick(TEXTS),
            flair: r.pick(TEXTS),
            isStreamer: flag(),
            isVerified: flag(),
            isEnabled: flag(),
            isContentHidden: flag(),
            type: r.pick([0, 1, 2, 3, 12]),
            contentLanguageIncludesEnglish: flag(),
            avatar: r.next() < 0.2 ? undefined : { url: r.pick(TEXTS) },
            membership: r.next() < 0.2 ? undefined : { code: r.pick(TEXTS), level: r.pick(NUMBERS) },
          },
  });
}

describe('the friends search answers written as text', () => {
  it.each(Array.from({ length: 40 }, (_, seed) => seed))(
    'write what toJsonString writes (seed %i)',
    (seed) => {
      const r = random(seed);
      // Seed 0 writes a long page: more than the writer's first buffer holds.
      const friends = Array.from({ length: seed === 0 ? 150 : Math.floor(r.next() * 25) }, () => friend(r));
      const query = create(QueryFriendsResponseSchema, {
        friends,
        pagination:
          r.next() < 0.2
            ? undefined
            : { totalSize: r.pick(NUMBERS), nextPageToken: r.pick(['', 'abc.def-_', ...TEXTS]) },
      });
      const autocomplete = create(AutocompleteResponseSchema, { suggestions: friends });
      for (const [schema, message] of [
        [QueryFriendsResponseSchema, query],
        [AutocompleteResponseSchema, autocomplete],
      ] as const) {
        const write = FRIENDS_SEARCH_JSON.get(schema)!;
        const bytes = write(message as never);
        expect(text(bytes)).toBe(toJsonString(schema, message as never));
        expect(
          Buffer.from(bytes).equals(new TextEncoder().encode(toJsonString(schema, message as never))),
        ).toBe(true);
      }
    },
  );

  it('writes every second of a few days around the epoch and the range ends as protobuf does', () => {
    for (const base of [-62135596800, -86400 * 2, 0, 951782400 - 86400, 253402300799 - 86400 * 2]) {
      for (let s = base; s < base + 86400 * 2 && s <= 253402300799; s += 61) {
        const value = create(TimestampSchema, { seconds: BigInt(s), nanos: 0 });
        expect(timestampJson(value)).toBe(toJsonString(TimestampSchema, value));
      }
    }
  });

  it('leaves to protobuf what it cannot write (it refuses the same)', () => {
    const outOfRange = create(QueryFriendsResponseSchema, {
      friends: [{ user: { createdAt: { seconds: 253402300800n } } }],
    });
    expect(() => FRIENDS_SEARCH_JSON.get(QueryFriendsResponseSchema)!(outOfRange as never)).toThrow();
    expect(() => toJsonString(QueryFriendsResponseSchema, outOfRange)).toThrow();
  });
});
