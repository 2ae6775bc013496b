import type { DbOrTx } from '../../db/db';
import { ACTIVE_THEME_KEY } from './settings.service';
import { userSettings } from './settings.tables';

/** The demo members' theme choices (values from the themes module), in the demo seed's transaction. */
export async function seedDemoThemeChoices(
  tx: DbOrTx,
  choices: ReadonlyMap<number, unknown>,
  now: Date,
): Promise<void> {
  if (choices.size === 0) return;
  await tx
    .insert(userSettings)
    .values([...choices].map(([userId, value]) => ({ userId, key: ACTIVE_THEME_KEY, value, updatedAt: now })))
    .onConflictDoNothing();
}
