import { DEFAULT_BOARD_OPTIONS } from '@kingside/contract';
import { useCallback, useSyncExternalStore } from 'react';
import { type Theme, useServices } from './services';

/** Dark mode is on by default (§9 board options) until the member picks the light theme. */
const DEFAULT_THEME: Theme = DEFAULT_BOARD_OPTIONS.darkMode ? 'dark' : 'light';

export function useTheme(): { theme: Theme; toggle: () => void } {
  const { preferences, broadcast } = useServices();
  const stored = useSyncExternalStore(preferences.subscribe, preferences.get);
  const theme = stored.theme ?? DEFAULT_THEME;
  const toggle = useCallback(() => {
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    preferences.set({ ...preferences.get(), theme: next });
    broadcast.post({ type: 'theme-changed', theme: next });
  }, [preferences, broadcast, theme]);
  return { theme, toggle };
}
