import { createTabAudio, type TabAudio } from '../../lib/audio/tab-audio';
import type { Announcement } from '../../lib/audio/web-audio';
import { loadLook } from '../themes/theme-look';
import { trustedSounds } from '../themes/theme-look-of';

/**
 * The game's sounds: the active theme's sound set (§3 ThemeAssets), played by the tab's audio
 * (lib/audio: §4 gestures and announcements, §8 fall-back, §9 idle suspend), whose engine is a chunk
 * of its own; this module too loads on first need (`import('./sounds')`), so the game page stays
 * within its budget.
 */
export type SoundAnnouncement = Announcement;

let tabAudio: TabAudio | null = null;
let playing: string | undefined;

/**
 * The tab's audio, made on first need, with the theme's sounds (none kept: the engine's default
 * set); a set picked since, here or in another tab, replaces them.
 */
export function getSoundPlayer(): TabAudio {
  const sounds = trustedSounds(loadLook()?.look);
  const files = sounds?.mp3['move-self'];
  if (!tabAudio) tabAudio = createTabAudio(() => sounds);
  else if (files !== playing) tabAudio.switchFiles(sounds);
  playing = files;
  return tabAudio;
}
