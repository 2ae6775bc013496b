import type { SettingKey, Settings } from '@kingside/contract';
import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import { createSettingsRepo } from './settings.repo';
import { defaultSetting, normaliseSetting } from './settings.rules';

/** Not a §7 setting key, so the Settings service neither reads nor writes it. */
export const ACTIVE_THEME_KEY = 'theme.active';

export function createSettingsService(deps: { db: Db; clock: Clock }) {
  const repo = createSettingsRepo(deps.db);

  return {
    /** The member's values for these keys, defaults where they changed nothing; guests get defaults. */
    async read(userId: number | null, keys: readonly SettingKey[]): Promise<Settings> {
      const stored = userId === null ? new Map<string, unknown>() : await repo.read(userId, keys);
      const settings: Settings = {};
      for (const key of keys) {
        let value = defaultSetting(key);
        // A value stored under older rules falls back to the default rather than breaking the board.
        if (stored.has(key)) {
          try {
            value = normaliseSetting(key, stored.get(key));
          } catch {}
        }
        settings[key] = value;
      }
      return settings;
    },

    /** Stores an already validated change and answers the member's settings for those keys. */
    async write(userId: number, change: Settings): Promise<Settings> {
      const keys = Object.keys(change) as SettingKey[];
      await repo.write(userId, new Map(Object.entries(change)), deps.clock.now());
      return this.read(userId, keys);
    },

    /** The theme a member picked (the Themes service's value, kept beside their settings); null for none. */
    async themeChoice(userId: number): Promise<unknown> {
      return (await repo.read(userId, [ACTIVE_THEME_KEY])).get(ACTIVE_THEME_KEY) ?? null;
    },

    async storeThemeChoice(userId: number, choice: unknown): Promise<void> {
      await repo.write(userId, new Map([[ACTIVE_THEME_KEY, choice]]), deps.clock.now());
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
