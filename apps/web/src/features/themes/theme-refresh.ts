import type { PlatformClient } from '../../lib/platform-client';
import type { ThemeLook } from './theme-look';
import { lookOfTheme } from './theme-look-of';
import { fetchActiveTheme, fetchCustomTheme, type ThemeParts } from './themes.api';

const CHOICE_KEY = 'kingside.themeChoice';

/** A guest's pick, kept in this browser (members' picks are kept by the Themes service). */
export function loadGuestChoice(storage: Storage = localStorage): ThemeParts | null {
  try {
    const value = JSON.parse(storage.getItem(CHOICE_KEY) ?? 'null') as Partial<ThemeParts> | null;
    const ids = [value?.backgroundId, value?.boardStyleId, value?.pieceSetId, value?.soundSetId];
    return ids.every((id) => typeof id === 'string' && /^[a-z0-9-]{1,40}$/.test(id))
      ? (value as ThemeParts)
      : null;
  } catch {
    return null;
  }
}

export function saveGuestChoice(parts: ThemeParts, storage: Storage = localStorage): void {
  try {
    storage.setItem(CHOICE_KEY, JSON.stringify(parts));
  } catch {}
}

/** The look to show now: the member's active theme, or a guest's own pick (else the default). */
export async function readLook(platform: PlatformClient, userId: number | null): Promise<ThemeLook | null> {
  const guestChoice = userId === null ? loadGuestChoice() : null;
  const theme = guestChoice
    ? await fetchCustomTheme(platform, guestChoice)
    : await fetchActiveTheme(platform, userId);
  return lookOfTheme(theme);
}
