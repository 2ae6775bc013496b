import { z } from 'zod';
import { DEFAULT_THEME, type ThemeParts } from './themes.catalogue';

/**
 * Where a member's theme is kept: implemented by the settings module (one value per member beside
 * their settings), wired in app.ts.
 */
export interface ThemeChoiceStore {
  themeChoice(userId: number): Promise<unknown>;
  storeThemeChoice(userId: number, choice: unknown): Promise<void>;
}

/** A catalogue theme by id, or a member's own combination of parts. */
export type ThemeChoice = { themeId: string } | { custom: ThemeParts };

const stored = z.union([
  z.string().transform((themeId) => ({ themeId })),
  z.object({
    custom: z.object({
      background: z.string(),
      boardStyle: z.string(),
      pieceSet: z.string(),
      soundSet: z.string(),
    }),
  }),
]);

/** What is stored, read back; anything unreadable (older rules, hand edits) is the default theme. */
export function parseThemeChoice(value: unknown): ThemeChoice {
  const parsed = stored.safeParse(value);
  return parsed.success ? parsed.data : { themeId: DEFAULT_THEME.id };
}

/** A theme id is stored as itself (as before custom themes existed), a combination as an object. */
export function serialiseThemeChoice(choice: ThemeChoice): unknown {
  return 'themeId' in choice ? choice.themeId : { custom: choice.custom };
}
