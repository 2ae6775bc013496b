import { SOUND_FORMATS, SOUND_MIME, type SoundFiles } from '@kingside/contract';
import type { SoundSet } from '@kingside/contract/themes';
import { useTranslation } from 'react-i18next';
import '../../lib/i18n/locales/en.preferences';

/** What a preview plays, one after another: a move, a capture, a check. */
const PREVIEW = ['move-self', 'capture', 'check'] as const;
const PREVIEW_STEP_MS = 350;

/** The set's files in a format this browser plays (the preview is its own click: no Web Audio needed). */
function previewUrls(set: SoundSet): string[] {
  if (set.sounds.case !== 'files') return [];
  const files = set.sounds.value as unknown as SoundFiles;
  const probe = typeof Audio === 'function' ? new Audio() : null;
  const format = SOUND_FORMATS.find((candidate) => probe?.canPlayType(SOUND_MIME[candidate])) ?? 'mp3';
  return PREVIEW.map((key) => files[format]?.[key]).filter((url): url is string => Boolean(url));
}

interface SoundSetPickerProps {
  soundSets: readonly SoundSet[];
  activeId: string | undefined;
  onChoose: (id: string) => void;
}

/** The sound sets of the catalogue, each with a preview button (§3 SoundSet). */
export function SoundSetPicker({ soundSets, activeId, onChoose }: SoundSetPickerProps) {
  const { t } = useTranslation();
  const preview = (set: SoundSet) => {
    previewUrls(set).forEach((url, index) => {
      setTimeout(() => {
        new Audio(url).play()?.catch(() => {});
      }, index * PREVIEW_STEP_MS);
    });
  };
  return (
    <fieldset className="theme-gallery__group">
      <legend>{t('preferences.sounds')}</legend>
      <ul className="theme-gallery__sounds">
        {soundSets.map((set) => {
          const name = set.localizedName || set.name;
          return (
            <li key={set.id} className="theme-gallery__sound">
              <button
                type="button"
                className="theme-gallery__card"
                aria-pressed={activeId === set.id}
                onClick={() => onChoose(set.id)}
              >
                <span>{name}</span>
              </button>
              <button
                type="button"
                className="button theme-gallery__preview"
                aria-label={t('preferences.previewSound', { name })}
                onClick={() => preview(set)}
              >
                ▶
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
