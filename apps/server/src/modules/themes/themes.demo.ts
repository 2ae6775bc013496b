import type { AssignableLevel } from '@kingside/contract';
import { serialiseThemeChoice, type ThemeChoice } from './themes.choice';

/** Demo members who picked a theme, so a newcomer logging in as one sees the catalogue at work. */
const DEMO_THEMES: Partial<Record<AssignableLevel, ThemeChoice>> = {
  gold: { themeId: 'walnut' },
  platinum: { themeId: 'high-contrast' },
  diamond: { custom: { background: 'dots', boardStyle: 'marble', pieceSet: 'ocean', soundSet: 'default' } },
};

/** The stored value of each demo member's choice, by user id (the settings module keeps them). */
export function demoThemeChoices(idOf: ReadonlyMap<AssignableLevel, number>): Map<number, unknown> {
  const choices = new Map<number, unknown>();
  for (const [level, choice] of Object.entries(DEMO_THEMES) as [AssignableLevel, ThemeChoice][]) {
    const userId = idOf.get(level);
    if (userId !== undefined) choices.set(userId, serialiseThemeChoice(choice));
  }
  return choices;
}
