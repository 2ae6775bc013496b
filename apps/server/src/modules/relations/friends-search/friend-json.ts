import type { DescEnum, DescMessage } from '@bufbuild/protobuf';
import type { Timestamp } from '@bufbuild/protobuf/wkt';
import {
  type AutocompleteResponse,
  AutocompleteResponseSchema,
  type Friend,
  PresenceSchema,
  type QueryFriendsResponse,
  QueryFriendsResponseSchema,
  UserTypeSchema,
  type UserView,
} from '@kingside/contract/friends-search';
import { JsonBytes } from './json-bytes';

/**
 * The friends search's answers in protobuf JSON written straight as UTF-8: what `toJsonString` writes
 * with the default options, byte for byte (friend-json.test.ts compares them on random records),
 * without the object tree it builds first and its Date round trip per timestamp (~40 a page).
 * Implicit-presence fields at their zero value are left out, message fields only when set, fields in
 * number order. A value it cannot write (a non-number where a number goes, a timestamp out of range)
 * throws, and the caller serializes the usual way.
 */

function fail(): never {
  throw new Error('not a value this writer writes; serialize it the usual way');
}

/** An int32 as protobuf JSON writes it: a number (NaN and infinities as `null`, as JSON.stringify does). */
function int(out: JsonBytes, value: number): void {
  if (typeof value !== 'number') fail();
  out.ascii(Number.isFinite(value) ? String(value) : 'null');
}

function string(out: JsonBytes, value: string): void {
  if (typeof value !== 'string') fail();
  out.string(value);
}

/** A bool field that is not false: `true`, or something protobuf would refuse. */
function yes(out: JsonBytes, value: boolean): void {
  if (value !== true) fail();
  out.ascii('true');
}

/** An enum value's JSON name, or its number when unknown (as protobuf JSON writes it). */
function enumWriter(desc: DescEnum): (out: JsonBytes, value: number) => void {
  const names = new Map(desc.values.map((v) => [v.number, JSON.stringify(v.jsonName)]));
  return (out, value) => {
    const name = names.get(value);
    if (name === undefined) int(out, value);
    else out.ascii(name);
  };
}
const presence = enumWriter(PresenceSchema);
const userType = enumWriter(UserTypeSchema);

/** `Date.parse('0001-01-01T00:00:00Z')` and `Date.parse('9999-12-31T23:59:59Z')`, protobuf's range. */
const MIN_SECONDS = -62135596800;
const MAX_SECONDS = 253402300799;

/**
 * RFC 3339 in UTC, as protobuf JSON writes a Timestamp: whole seconds, then 3, 6 or 9 digits of
 * fraction as the nanos need. The civil date from the day number (H. Hinnant's days_from_civil, inverted).
 */
export function writeTimestamp(out: JsonBytes, value: Timestamp): void {
  const seconds = Number(value.seconds);
  const nanos = value.nanos;
  if (!(seconds >= MIN_SECONDS && seconds <= MAX_SECONDS) || !(nanos >= 0 && nanos <= 999_999_999)) fail();
  const days = Math.floor(seconds / 86400);
  const inDay = seconds - days * 86400;
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  out.char(0x22).padded(year, 4).char(0x2d).padded(month, 2).char(0x2d).padded(day, 2).char(0x54);
  out
    .padded(Math.floor(inDay / 3600), 2)
    .char(0x3a)
    .padded(Math.floor((inDay % 3600) / 60), 2);
  out.char(0x3a).padded(inDay % 60, 2);
  if (nanos > 0) {
    out.char(0x2e);
    if (nanos % 1_000_000 === 0) out.padded(nanos / 1_000_000, 3);
    else if (nanos % 1000 === 0) out.padded(nanos / 1000, 6);
    else out.padded(nanos, 9);
  }
  out.ascii('Z"');
}

/** A set message field: present and not undefined (proto3 message fields have explicit presence). */
const isSet = (message: object, key: string, value: unknown) =>
  value !== undefined && Object.hasOwn(message, key);

/** Writes `{`, then each field's `"key":` with a comma before all but the first, then `}`. */
class Fields {
  private first = true;
  constructor(private readonly out: JsonBytes) {
    out.char(0x7b);
  }
  key(name: string): JsonBytes {
    if (this.first) this.first = false;
    else this.out.char(0x2c);
    return this.out.char(0x22).ascii(name).ascii('":');
  }
  end(): void {
    this.out.char(0x7d);
  }
}

function writeUser(out: JsonBytes, user: UserView): void {
  const f = new Fields(out);
  if (user.userId !== 0) int(f.key('userId'), user.userId);
  if (user.username !== '') string(f.key('username'), user.username);
  if (user.chessTitle !== '') string(f.key('chessTitle'), user.chessTitle);
  if (isSet(user, 'createdAt', user.createdAt)) writeTimestamp(f.key('createdAt'), user.createdAt!);
  if (isSet(user, 'updatedAt', user.updatedAt)) writeTimestamp(f.key('updatedAt'), user.updatedAt!);
  if (user.country !== '') string(f.key('country'), user.country);
  if (user.firstName !== '') string(f.key('firstName'), user.firstName);
  if (user.lastName !== '') string(f.key('lastName'), user.lastName);
  if (user.timezone !== '') string(f.key('timezone'), user.timezone);
  if (user.flair !== '') string(f.key('flair'), user.flair);
  if (user.isStreamer !== false) yes(f.key('isStreamer'), user.isStreamer);
  if (user.isVerified !== false) yes(f.key('isVerified'), user.isVerified);
  if (user.isEnabled !== false) yes(f.key('isEnabled'), user.isEnabled);
  if (user.isContentHidden !== false) yes(f.key('isContentHidden'), user.isContentHidden);
  if (user.type !== 0) userType(f.key('type'), user.type);
  if (user.contentLanguageIncludesEnglish !== false) {
    yes(f.key('contentLanguageIncludesEnglish'), user.contentLanguageIncludesEnglish);
  }
  if (isSet(user, 'avatar', user.avatar)) {
    const avatar = new Fields(f.key('avatar'));
    if (user.avatar!.url !== '') string(avatar.key('url'), user.avatar!.url);
    avatar.end();
  }
  if (isSet(user, 'membership', user.membership)) {
    const { code, level } = user.membership!;
    const membership = new Fields(f.key('membership'));
    if (code !== '') string(membership.key('code'), code);
    if (level !== 0) int(membership.key('level'), level);
    membership.end();
  }
  f.end();
}

function writeFriend(out: JsonBytes, friend: Friend): void {
  const f = new Fields(out);
  if (friend.uuid !== '') string(f.key('uuid'), friend.uuid);
  if (friend.presence !== 0) presence(f.key('presence'), friend.presence);
  if (friend.areFriends !== false) yes(f.key('areFriends'), friend.areFriends);
  if (friend.userCanReceiveGifts !== false) yes(f.key('userCanReceiveGifts'), friend.userCanReceiveGifts);
  if (friend.bestRating !== 0) int(f.key('bestRating'), friend.bestRating);
  if (friend.flairCode !== '') string(f.key('flairCode'), friend.flairCode);
  if (isSet(friend, 'user', friend.user)) writeUser(f.key('user'), friend.user!);
  f.end();
}

function writeFriends(out: JsonBytes, friends: Friend[]): void {
  out.char(0x5b);
  for (let i = 0; i < friends.length; i++) {
    if (i) out.char(0x2c);
    writeFriend(out, friends[i]!);
  }
  out.char(0x5d);
}

const scratch = new JsonBytes();

function queryFriendsJson(response: QueryFriendsResponse): Uint8Array {
  const out = scratch.reset();
  const f = new Fields(out);
  if (response.friends.length) writeFriends(f.key('friends'), response.friends);
  if (isSet(response, 'pagination', response.pagination)) {
    const { totalSize, nextPageToken } = response.pagination!;
    const pagination = new Fields(f.key('pagination'));
    if (totalSize !== 0) int(pagination.key('totalSize'), totalSize);
    if (nextPageToken !== '') string(pagination.key('nextPageToken'), nextPageToken);
    pagination.end();
  }
  f.end();
  return out.bytes();
}

function autocompleteJson(response: AutocompleteResponse): Uint8Array {
  const out = scratch.reset();
  const f = new Fields(out);
  if (response.suggestions.length) writeFriends(f.key('suggestions'), response.suggestions);
  f.end();
  return out.bytes();
}

/** The writers by the answer they write, for registerConnectService. */
export const FRIENDS_SEARCH_JSON: ReadonlyMap<DescMessage, (message: never) => Uint8Array> = new Map<
  DescMessage,
  (message: never) => Uint8Array
>([
  [QueryFriendsResponseSchema, queryFriendsJson],
  [AutocompleteResponseSchema, autocompleteJson],
]);
