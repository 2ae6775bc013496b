import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useAlerts } from '../../lib/alerts';
import {
  BOARD_OPTIONS_KEY,
  type BoardSettings,
  DEFAULT_BOARD_SETTINGS,
  loadBoardOptions,
  saveBoardOptions,
} from './board-options';
import { pullMemberBoardOptions, pushMemberBoardOptions } from './board-options-sync';
import '../../lib/i18n/locales/en.boardSync';

/** `kept`: in this browser; `refused`: the browser would not store it; `not_kept`: impersonating. */
export type SaveResult = 'kept' | 'refused' | 'not_kept';

/**
 * This browser's board options, kept current when another tab (the settings page) saves them; a
 * member's also come from and go to their account (Settings service). While staff impersonate a
 * member, the cached options are not applied and changes are not stored (§4).
 */
export function useBoardOptions() {
  const { currentUser, platform } = useServices();
  const { t } = useTranslation();
  const alerts = useAlerts();
  const { user, state } = currentUser.get();
  const impersonating = state.isImpersonating;
  const member = state.isLoggedIn && !impersonating ? user.username : null;
  const [options, setOptions] = useState<BoardSettings>(() =>
    impersonating ? { ...DEFAULT_BOARD_SETTINGS } : loadBoardOptions(),
  );
  const current = useRef(options);
  current.current = options;

  useEffect(() => {
    if (!member) return;
    let live = true;
    pullMemberBoardOptions(platform.http, member).then((fromAccount) => {
      if (live && fromAccount) setOptions(fromAccount);
    });
    return () => {
      live = false;
    };
  }, [member, platform]);

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
      const before = current.current;
      setOptions(next);
      if (impersonating) return 'not_kept';
      if (member) {
        pushMemberBoardOptions(platform.http, before, next).catch(() =>
          alerts.error(t('boardSettings.accountNotSaved')),
        );
      }
      return saveBoardOptions(next) ? 'kept' : 'refused';
    },
    [impersonating, member, platform, alerts, t],
  );

  return { options, save };
}
