import {
  ANIMATION_TYPES,
  type BoardOptions,
  COORDINATES,
  MOVE_LIST_DISPLAY_TYPES,
  MOVE_METHODS,
} from './board';

/**
 * Platform services (spec §7): settings, themes, friends search, profile. The web app reaches them
 * with a short-lived bearer token from `POST /bff-token`, never with the session cookie.
 */
export const PLATFORM = {
  tokenPath: '/bff-token',
  /** Every platform service lives under this prefix on the web host. */
  prefix: '/platform',
  settingsMe: '/platform/settings/users/me',
  /** Base url of the Themes service; Connect appends `/{service}/{method}`. */
  themesBase: '/platform/themes',
  /** Base url of the Profile service (ListProfileSettingsOptions). */
  profileBase: '/platform/profile',
  /** Base url of the friends search service (§7). */
  friendsSearchBase: '/platform/friends-search',
  /** Five minutes: a stolen token is worth little, and a refresh is one cheap call. */
  tokenTtlSeconds: 300,
} as const;

export const PLATFORM_SCOPES = [
  'settings:read',
  'settings:write',
  'themes:read',
  'themes:write',
  'profile:read',
  'friends:read',
] as const;
export type PlatformScope = (typeof PLATFORM_SCOPES)[number];

/** Issue 4: guests get read-only services (themes, public profile data, default settings). */
export const GUEST_SCOPES: readonly PlatformScope[] = ['settings:read', 'themes:read', 'profile:read'];
export const MEMBER_SCOPES: readonly PlatformScope[] = PLATFORM_SCOPES;
/** §4: while impersonating nothing is persisted, so staff acting as a member get these alone. */
export const READ_SCOPES: readonly PlatformScope[] = PLATFORM_SCOPES.filter((scope) =>
  scope.endsWith(':read'),
);

/** `POST /bff-token`: an OAuth 2 access token response (RFC 6749 §5.1). */
export interface BffTokenResponse {
  access_token: string;
  token_type: 'Bearer';
  /** Seconds. */
  expires_in: number;
  /** Space-separated scopes. */
  scope: string;
}

/** The setting keys of spec §7, in the order the web app asks for them. */
export const SETTING_KEYS = [
  'board.animation_type',
  'board.coordinates',
  'board.show_legal_moves',
  'board.highlight_moves',
  'board.white_always_on_bottom',
  'board.move_list_style',
  'board.move_classification_style',
  'board.move_method',
  'board.play_sounds',
  'gameplay.show_timestamps',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];
export type SettingValue = string | boolean;
export type Settings = Partial<Record<SettingKey, SettingValue>>;

/** Which board option each setting key carries. */
export const SETTING_OPTION: Readonly<Record<SettingKey, keyof BoardOptions>> = Object.freeze({
  'board.animation_type': 'animationType',
  'board.coordinates': 'coordinates',
  'board.show_legal_moves': 'highlightLegalMoves',
  'board.highlight_moves': 'highlightMoves',
  'board.white_always_on_bottom': 'isWhiteOnBottom',
  'board.move_list_style': 'moveListDisplayType',
  'board.move_classification_style': 'moveListClassificationStyle',
  'board.move_method': 'moveMethod',
  'board.play_sounds': 'playSounds',
  'gameplay.show_timestamps': 'showTimestamps',
});

/** Allowed values per key (§5, §9): a list, or `boolean`, or a short style name. */
export const SETTING_VALUES: Readonly<Record<SettingKey, readonly string[] | 'boolean' | 'style'>> =
  Object.freeze({
    'board.animation_type': ANIMATION_TYPES,
    'board.coordinates': COORDINATES,
    'board.show_legal_moves': 'boolean',
    'board.highlight_moves': 'boolean',
    'board.white_always_on_bottom': 'boolean',
    'board.move_list_style': MOVE_LIST_DISPLAY_TYPES,
    'board.move_classification_style': 'style',
    'board.move_method': MOVE_METHODS,
    'board.play_sounds': 'boolean',
    'gameplay.show_timestamps': 'boolean',
  });

/** Classification styles are theme names the spec does not list: a short lowercase name. */
export const STYLE_NAME = /^[a-z][a-z0-9_]{0,31}$/;

export function isSettingKey(key: string): key is SettingKey {
  return (SETTING_KEYS as readonly string[]).includes(key);
}

/** `GET /platform/settings/users/me?include=…` and the answer to a save. */
export interface SettingsResponse {
  settings: Settings;
}
