import {
  animationTypeForSave,
  animationTypeFromRead,
  type BoardOptions,
  isSettingKey,
  PLATFORM,
  SETTING_KEYS,
  SETTING_OPTION,
  SETTING_VALUES,
  type SettingKey,
  type Settings,
  type SettingsResponse,
} from '@kingside/contract';
import type { AxiosInstance } from 'axios';

/** Board option name → Settings service key (§7), the inverse of the contract's table. */
const KEY_OF = Object.fromEntries(SETTING_KEYS.map((key) => [SETTING_OPTION[key], key])) as Partial<
  Record<keyof BoardOptions, SettingKey>
>;

/** Service values → board options; §5: 'medium' or 'battle' read as 'default'. */
export function settingsToBoardOptions(settings: Settings): Partial<BoardOptions> {
  const options: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(settings)) {
    if (!isSettingKey(key) || value === undefined) continue;
    options[SETTING_OPTION[key]] =
      key === 'board.animation_type'
        ? animationTypeFromRead(value as BoardOptions['animationType'])
        : SETTING_VALUES[key] === 'boolean'
          ? value === true || (value as unknown) === 1 || value === '1' // §5: booleans may come as 0/1
          : value;
  }
  return options as Partial<BoardOptions>;
}

/**
 * Board options → the changed settings; options the service does not keep (board style, pieces,
 * dark mode, sound theme: the Themes service's business) are left out. §5: 'default' animation is
 * saved as 'medium', booleans go as 0/1.
 */
export function boardOptionsToSettings(options: Partial<BoardOptions>): Record<string, string | number> {
  const settings: Record<string, string | number> = {};
  for (const [option, value] of Object.entries(options) as [keyof BoardOptions, unknown][]) {
    const key = KEY_OF[option];
    if (!key || value === undefined) continue;
    if (typeof value === 'boolean') settings[key] = value ? 1 : 0;
    else if (key === 'board.animation_type')
      settings[key] = animationTypeForSave(value as BoardOptions['animationType']);
    else settings[key] = value as string;
  }
  return settings;
}

/** The member's board settings (guests: the defaults), via the platform client (`services.platform.http`). */
export async function fetchBoardSettings(platform: AxiosInstance): Promise<Partial<BoardOptions>> {
  const response = await platform.get<SettingsResponse>(PLATFORM.settingsMe, {
    params: { include: SETTING_KEYS.join(',') },
  });
  return settingsToBoardOptions(response.data.settings);
}

/** Saves the changed options; answers them as the server now has them. */
export async function saveBoardSettings(
  platform: AxiosInstance,
  changed: Partial<BoardOptions>,
): Promise<Partial<BoardOptions>> {
  const response = await platform.post<SettingsResponse>(
    PLATFORM.settingsMe,
    boardOptionsToSettings(changed),
  );
  return settingsToBoardOptions(response.data.settings);
}
