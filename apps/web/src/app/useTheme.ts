import { DEFAULT_BOARD_OPTIONS } from '@kingside/contract';
import { useCallback, useSyncExternalStore } from 'react';
import { type Theme, useServices } from './services';

/** Dark mode is on by default (§9 board options) until the member picks the light theme. */
const DEFAULT_THEME: Theme = DEFAULT_BOARD_OPTIONS.darkMode ? 'dark' : 'light';

export function useTheme(): { theme: Theme; toggle: () => void } {
  const { preferences } = useServices();
  const stored = useSyncExternalStore(preferences.subscribe, preferences.get);
  const theme = stored.theme ?? DEFAULT_THEME;
  const toggle = useCallback(() => {
    preferences.set({ ...preferences.get(), theme: theme === 'dark' ? 'light' : 'dark' });
  }, [preferences, theme]);
  return { theme, toggle };
}
