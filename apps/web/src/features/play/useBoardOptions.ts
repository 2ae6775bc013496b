import { useCallback, useEffect, useState } from 'react';
import { BOARD_OPTIONS_KEY, type BoardSettings, loadBoardOptions, saveBoardOptions } from './board-options';

/**
 * This browser's board options, kept current when another tab (the settings page) saves them.
 * `save` writes at once and answers whether the browser kept them.
 */
export function useBoardOptions() {
  const [options, setOptions] = useState<BoardSettings>(() => loadBoardOptions());

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // A null key is `localStorage.clear()` in the other tab.
      if (event.key === BOARD_OPTIONS_KEY || event.key === null) setOptions(loadBoardOptions());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const save = useCallback((next: BoardSettings): boolean => {
    setOptions(next);
    return saveBoardOptions(next);
  }, []);

  return { options, save };
}
