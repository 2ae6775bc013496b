/**
 * The sounds of a sound set (§3 ThemeAssets "sound sets by event and format"): one short file per
 * event, in each of the formats of §3's SoundSet.
 */
export const SOUND_KEYS = [
  'move-self',
  'move-opponent',
  'capture',
  'check',
  'castle',
  'promote',
  'game-start',
  'game-end',
  'low-time',
  'illegal',
  'notify',
] as const;
export type SoundKey = (typeof SOUND_KEYS)[number];

/** §3 SoundSet formats, with the type a browser is asked whether it plays. */
export const SOUND_FORMATS = ['mp3', 'ogg', 'wav', 'webm'] as const;
export type SoundFormat = (typeof SOUND_FORMATS)[number];

export const SOUND_MIME: Readonly<Record<SoundFormat, string>> = Object.freeze({
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg; codecs="vorbis"',
  wav: 'audio/wav',
  webm: 'audio/webm; codecs="opus"',
});

/** One url per sound key for each format (§3 SoundSet's sound files). */
export type SoundFiles = Record<SoundFormat, Record<string, string>>;

/** Where the catalogue's sound files are served (the themes module's asset route). */
export const soundFileUrl = (setId: string, key: SoundKey, format: SoundFormat): string =>
  `/theme-assets/v1/sounds/${setId}/${key}.${format}`;

export function soundFilesOf(setId: string): SoundFiles {
  const files = {} as SoundFiles;
  for (const format of SOUND_FORMATS) {
    files[format] = Object.fromEntries(SOUND_KEYS.map((key) => [key, soundFileUrl(setId, key, format)]));
  }
  return files;
}

/** §9 default sound theme. */
export const DEFAULT_SOUND_SET = 'default';
