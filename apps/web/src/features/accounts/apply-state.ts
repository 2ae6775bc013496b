import type { UserState } from '@kingside/contract';
import type { CurrentUserStore } from './current-user-store';

/**
 * §4 optimistic settings: the state shows the change at once and goes back if the save fails (the
 * error is rethrown for the caller to say so). Once saved, the other tabs show it too. Kept out of
 * the store so the pages that never change the state do not carry it.
 */
export async function applyState(
  store: CurrentUserStore,
  patch: Partial<UserState>,
  save: () => Promise<unknown>,
): Promise<void> {
  const before = store.get().state;
  store.patchState(patch);
  try {
    await save();
  } catch (error) {
    // Only what this change set, and only where no newer change has replaced it since.
    const now = store.get().state;
    const revert: Record<string, unknown> = {};
    for (const key of Object.keys(patch) as (keyof UserState)[]) {
      if (now[key] === patch[key]) revert[key] = before[key];
    }
    store.patchState(revert as Partial<UserState>);
    throw error;
  }
  store.tellOtherTabs(patch);
}
