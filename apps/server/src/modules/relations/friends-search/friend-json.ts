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

/**
 * The friends search's answers in protobuf JSON written straight as text: what `toJsonString` writes
 * with the default options, character for character (friend-json.test.ts compares them on random
 * records), without the object tree it builds first and its Date round trip per timestamp (~40 a page:
 * a quarter of a call's serializing). Implicit-presence fields at their zero value are left out,
 * message fields only when set, fields in number order. A value it cannot write (a non-number where a
 * number goes, a timestamp out of range) throws, and the caller serializes the usual way.
 */

function fail(): never {
  throw new Error('not a value this writer writes; serialize it the usual way');
}

/** A string as JSON.stringify escapes it. */
const string = (value: string) => (typeof value === 'string' ? JSON.stringify(value) : fail());

/** A bool field that is not false: `true`, or something protobuf would refuse. */
const yes = (value: boolean) => (value === true ? 'true' : fail());

/** An int32 as protobuf JSON writes it: a number (NaN and infinities as `null`, as JSON.stringify does). */
function int(value: number): string {
  if (typeof value !== 'number') fail();
  return Number.isFinite(value) ? String(value) : 'null';
}

/** An enum value's JSON name, or its number when unknown (as protobuf JSON writes it). */
function enumWriter(desc: DescEnum): (value: number) => string {
  const names = new Map(desc.values.map((v) => [v.number, string(v.jsonName)]));
  return (value) => {
    if (typeof value !== 'number') fail();
    return names.get(value) ?? int(value);
  };
}
const presence = enumWriter(PresenceSchema);
const userType = enumWriter(UserTypeSchema);

/** `Date.parse('0001-01-01T00:00:00Z')` and `Date.parse('9999-12-31T23:59:59Z')`, protobuf's range. */
const MIN_SECONDS = -62135596800;
const MAX_SECONDS = 253402300799;

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * RFC 3339 in UTC, as protobuf JSON writes a Timestamp: whole seconds, then 3, 6 or 9 digits of
 * fraction as the nanos need. The civil date from the day number (H. Hinnant's days_from_civil, inverted).
 */
export function timestampJson(value: Timestamp): string {
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
  const hour = Math.floor(inDay / 3600);
  const minute = Math.floor((inDay % 3600) / 60);
  let fraction = '';
  if (nanos > 0) {
    const digits = String(nanos + 1_000_000_000).slice(1);
    fraction = `.${digits.endsWith('000000') ? digits.slice(0, 3) : digits.endsWith('000') ? digits.slice(0, 6) : digits}`;
  }
  return (
    `"${String(year).padStart(4, '0')}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}:${two(inDay % 60)}` +
    `${fraction}Z"`
  );
}

/** A set message field: present and not undefined (proto3 message fields have explicit presence). */
const isSet = (message: object, key: string, value: unknown) =>
  value !== undefined && Object.hasOwn(message, key);

function userJson(user: UserView): string {
  let out = '';
  if (user.userId !== 0) out += `,"userId":${int(user.userId)}`;
  if (user.username !== '') out += `,"username":${string(user.username)}`;
  if (user.chessTitle !== '') out += `,"chessTitle":${string(user.chessTitle)}`;
  if (isSet(user, 'createdAt', user.createdAt)) out += `,"createdAt":${timestampJson(user.createdAt!)}`;
  if (isSet(user, 'updatedAt', user.updatedAt)) out += `,"updatedAt":${timestampJson(user.updatedAt!)}`;
  if (user.country !== '') out += `,"country":${string(user.country)}`;
  if (user.firstName !== '') out += `,"firstName":${string(user.firstName)}`;
  if (user.lastName !== '') out += `,"lastName":${string(user.lastName)}`;
  if (user.timezone !== '') out += `,"timezone":${string(user.timezone)}`;
  if (user.flair !== '') out += `,"flair":${string(user.flair)}`;
  if (user.isStreamer !== false) out += `,"isStreamer":${yes(user.isStreamer)}`;
  if (user.isVerified !== false) out += `,"isVerified":${yes(user.isVerified)}`;
  if (user.isEnabled !== false) out += `,"isEnabled":${yes(user.isEnabled)}`;
  if (user.isContentHidden !== false) out += `,"isContentHidden":${yes(user.isContentHidden)}`;
  if (user.type !== 0) out += `,"type":${userType(user.type)}`;
  if (user.contentLanguageIncludesEnglish !== false)
    out += `,"contentLanguageIncludesEnglish":${yes(user.contentLanguageIncludesEnglish)}`;
  if (isSet(user, 'avatar', user.avatar)) {
    out += `,"avatar":{${user.avatar!.url !== '' ? `"url":${string(user.avatar!.url)}` : ''}}`;
  }
  if (isSet(user, 'membership', user.membership)) {
    const { code, level } = user.membership!;
    let membership = '';
    if (code !== '') membership += `,"code":${string(code)}`;
    if (level !== 0) membership += `,"level":${int(level)}`;
    out += `,"membership":{${membership.slice(1)}}`;
  }
  return `{${out.slice(1)}}`;
}

function friendJson(friend: Friend): string {
  let out = '';
  if (friend.uuid !== '') out += `,"uuid":${string(friend.uuid)}`;
  if (friend.presence !== 0) out += `,"presence":${presence(friend.presence)}`;
  if (friend.areFriends !== false) out += `,"areFriends":${yes(friend.areFriends)}`;
  if (friend.userCanReceiveGifts !== false)
    out += `,"userCanReceiveGifts":${yes(friend.userCanReceiveGifts)}`;
  if (friend.bestRating !== 0) out += `,"bestRating":${int(friend.bestRating)}`;
  if (friend.flairCode !== '') out += `,"flairCode":${string(friend.flairCode)}`;
  if (isSet(friend, 'user', friend.user)) out += `,"user":${userJson(friend.user!)}`;
  return `{${out.slice(1)}}`;
}

const friendsJson = (friends: Friend[]) => `[${friends.map(friendJson).join(',')}]`;

function queryFriendsJson(response: QueryFriendsResponse): string {
  let out = '';
  if (response.friends.length) out += `,"friends":${friendsJson(response.friends)}`;
  if (isSet(response, 'pagination', response.pagination)) {
    const { totalSize, nextPageToken } = response.pagination!;
    let pagination = '';
    if (totalSize !== 0) pagination += `,"totalSize":${int(totalSize)}`;
    if (nextPageToken !== '') pagination += `,"nextPageToken":${string(nextPageToken)}`;
    out += `,"pagination":{${pagination.slice(1)}}`;
  }
  return `{${out.slice(1)}}`;
}

const autocompleteJson = (response: AutocompleteResponse) =>
  response.suggestions.length ? `{"suggestions":${friendsJson(response.suggestions)}}` : '{}';

/** The writers by the answer they write, for registerConnectService. */
export const FRIENDS_SEARCH_JSON: ReadonlyMap<DescMessage, (message: never) => string> = new Map<
  DescMessage,
  (message: never) => string
>([
  [QueryFriendsResponseSchema, queryFriendsJson],
  [AutocompleteResponseSchema, autocompleteJson],
]);
