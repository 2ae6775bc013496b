import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../app/services';
import {
  BOARD_OPTIONS_KEY,
  type BoardSettings,
  DEFAULT_BOARD_SETTINGS,
  loadBoardOptions,
  saveBoardOptions,
} from './board-options';

/** `kept`: in this browser; `refused`: the browser would not store it; `not_kept`: impersonating. */
export type SaveResult = 'kept' | 'refused' | 'not_kept';

/**
 * This browser's board options, kept current when another tab (the settings page) saves them. While
 * staff impersonate a member, the cached options are not applied and changes are not stored (§4).
 */
export function useBoardOptions() {
  const { currentUser } = useServices();
  const impersonating = currentUser.get().state.isImpersonating;
  const [options, setOptions] = useState<BoardSettings>(() =>
    impersonating ? { ...DEFAULT_BOARD_SETTINGS } : loadBoardOptions(),
  );

  useEffect(() => {
    if (impersonating) return;
    const onStorage = (event: StorageEvent) => {
      // A null key is `localStorage.clear()` in the other tab.
      if (event.key === BOARD_OPTIONS_KEY || event.key === null) setOptions(loadBoardOptions());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [impersonating]);

  const save = useCallback(
    (next: BoardSettings): SaveResult => {
      setOptions(next);
      if (impersonating) return 'not_kept';
      return saveBoardOptions(next) ? 'kept' : 'refused';
    },
    [impersonating],
  );

  return { options, save };
}
