import './themes.css';
import { useEffect, useLayoutEffect } from 'react';
import { useServices } from '../../app/services';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { applyThemeLook, LOOK_KEY, loadLook, saveLook } from './theme-look';

/** A look read from the Themes service is trusted this long before the next page asks again. */
const FRESH_MS = 10 * 60_000;

/** Calls `then` once a chessground board is on the page (now or later); returns a cancel. */
function whenBoardShows(then: () => void): () => void {
  if (document.querySelector('.cg-wrap')) {
    then();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (!document.querySelector('.cg-wrap')) return;
    observer.disconnect();
    then();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * Puts the active theme on every board (§7 GetActiveTheme): at once from this browser's copy, then
 * from the server, once a board shows, when the copy is someone else's or old (pages without a board
 * ask nothing); another tab's change shows here too.
 */
export function ThemeLoader() {
  const { platform } = useServices();
  const { user, isLoggedIn } = useCurrentUser();
  const owner = isLoggedIn ? user.userId : 0;

  useLayoutEffect(() => {
    const stored = loadLook();
    applyThemeLook(stored?.owner === owner ? stored.look : null);
    const onStorage = (event: StorageEvent) => {
      if (event.key === LOOK_KEY) applyThemeLook(loadLook()?.look ?? null);
    };
    addEventListener('storage', onStorage);
    return () => removeEventListener('storage', onStorage);
  }, [owner]);

  useEffect(() => {
    const stored = loadLook();
    if (stored && stored.owner === owner && Date.now() - stored.at < FRESH_MS) return;
    let live = true;
    const read = () =>
      import('./theme-refresh')
        .then(({ readLook }) => readLook(platform, owner === 0 ? null : owner))
        .then(
          (look) => {
            if (!live || !look) return;
            applyThemeLook(look);
            saveLook({ look, owner, at: Date.now() });
          },
          // The built-in board stays: a theme is never worth an error on the page.
          () => {},
        );
    const stop = whenBoardShows(() => void read());
    return () => {
      live = false;
      stop();
    };
  }, [platform, owner]);

  return null;
}
