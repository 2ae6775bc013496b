import type { BoardOptions } from '@kingside/contract';
import type { AxiosInstance } from 'axios';
import { fetchBoardSettings, saveBoardSettings } from '../settings/settings.api';
import { type BoardSettings, loadBoardOptions, SAVED_BOARD_KEYS, saveBoardOptions } from './board-options';

/**
 * A member's board options follow them from device to device through the Settings service (§7);
 * this browser's copy is the cache every board reads at once. Pulled once per page load and member.
 */
let pulled: { member: string; options: Promise<BoardSettings | null> } | null = null;

export function pullMemberBoardOptions(
  platform: AxiosInstance,
  member: string,
): Promise<BoardSettings | null> {
  if (pulled?.member !== member) {
    const options = fetchBoardSettings(platform).then(
      (fromAccount) => {
        // The account wins over what this browser had; Kingside's own opt-ins stay browser-local.
        const merged = { ...loadBoardOptions(), ...fromAccount };
        saveBoardOptions(merged);
        return merged;
      },
      () => null,
    );
    pulled = { member, options };
  }
  return pulled.options;
}

/** The options that differ between two states, as the service keeps them (never premoveQueue). */
export function changedBoardOptions(before: BoardSettings, after: BoardSettings): Partial<BoardOptions> {
  const changed: Record<string, unknown> = {};
  for (const key of SAVED_BOARD_KEYS) {
    if (key !== 'premoveQueue' && before[key] !== after[key]) changed[key] = after[key];
  }
  return changed as Partial<BoardOptions>;
}

/** Saves what changed to the member's account; nothing to send is no call. */
export async function pushMemberBoardOptions(
  platform: AxiosInstance,
  before: BoardSettings,
  after: BoardSettings,
): Promise<void> {
  const changed = changedBoardOptions(before, after);
  if (Object.keys(changed).length > 0) await saveBoardSettings(platform, changed);
}

/** Tests start from a page load. */
export function forgetPulledBoardOptions(): void {
  pulled = null;
}
