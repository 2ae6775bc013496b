import {
  type AnimationType,
  animationTypeForSave,
  DEFAULT_BOARD_OPTIONS,
  isSettingKey,
  parseCoordinates,
  SETTING_KEYS,
  SETTING_OPTION,
  SETTING_VALUES,
  type SettingKey,
  type Settings,
  type SettingValue,
  STYLE_NAME,
} from '@kingside/contract';
import { badRequest } from '../../platform/errors';

/** What a member who never changed a key gets (§9 board defaults, animation in its saved form §5). */
export function defaultSetting(key: SettingKey): SettingValue {
  if (key === 'board.animation_type') return animationTypeForSave(DEFAULT_BOARD_OPTIONS.animationType);
  return DEFAULT_BOARD_OPTIONS[SETTING_OPTION[key]];
}

/** `include=a,b` (or repeated `include`): known keys only; none given means all of them. */
export function parseInclude(include: string | string[] | undefined): SettingKey[] {
  if (include === undefined || include === '') return [...SETTING_KEYS];
  const keys = (Array.isArray(include) ? include : [include]).flatMap((part) => part.split(','));
  if (keys.length > SETTING_KEYS.length * 2)
    throw badRequest('validation_failed', 'Too many keys in include.');
  const known: SettingKey[] = [];
  for (const raw of keys) {
    const key = raw.trim();
    if (!isSettingKey(key)) throw unknownSetting(key);
    if (!known.includes(key)) known.push(key);
  }
  return known;
}

/**
 * A value as stored: §5 booleans may come as 0/1, coordinates as a position; anything outside the
 * key's value set is a 400 naming the key.
 */
export function normaliseSetting(key: SettingKey, value: unknown): SettingValue {
  const allowed = SETTING_VALUES[key];
  if (allowed === 'boolean') {
    if (typeof value === 'boolean') return value;
    if (value === 0 || value === 1 || value === '0' || value === '1') return Number(value) === 1;
  } else if (allowed === 'style') {
    if (typeof value === 'string' && STYLE_NAME.test(value)) return value;
  } else if (key === 'board.coordinates') {
    const coordinates = parseCoordinates(value);
    if (coordinates) return coordinates;
  } else if (key === 'board.animation_type') {
    // §5: a client that sends 'default' means the saved form, 'medium'.
    if (typeof value === 'string' && allowed.includes(value))
      return animationTypeForSave(value as AnimationType);
  } else if (typeof value === 'string' && allowed.includes(value)) {
    return value;
  }
  throw badRequest('invalid_setting_value', `${key} cannot be ${JSON.stringify(value)?.slice(0, 40)}.`, key);
}

/** A change: an object of known keys to valid values, all checked before anything is written. */
export function parseChange(body: unknown): Settings {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('validation_failed', 'Send an object of setting keys to values.');
  }
  const change: Settings = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === '_token') continue;
    if (!isSettingKey(key)) throw unknownSetting(key);
    change[key] = normaliseSetting(key, value);
  }
  return change;
}

function unknownSetting(key: string) {
  return badRequest('unknown_setting', `There is no setting called ${key.slice(0, 64)}.`, key.slice(0, 64));
}
