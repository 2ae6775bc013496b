import {
  GUEST_SKILL_LEVELS,
  type GuestSkillLevelResponse,
  LOBBY_API,
  skillLevelRating,
} from '@kingside/contract';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import type { Translation } from '../../lib/i18n/locales/translation';
import { serverMessage } from '../../lib/server-error';
import '../../lib/i18n/locales/en.play';

type LevelName = keyof Translation['play']['skill']['levels'];

export const SKILL_LEVEL_KEY = 'kingside.guestSkillLevel';

const LEVELS = Array.from(
  { length: GUEST_SKILL_LEVELS.max - GUEST_SKILL_LEVELS.min + 1 },
  (_, i) => GUEST_SKILL_LEVELS.min + i,
);

function remembered(): number | null {
  try {
    const level = Number(localStorage.getItem(SKILL_LEVEL_KEY));
    return LEVELS.includes(level) ? level : null;
  } catch {
    return null;
  }
}

/**
 * A guest's "Your level" (spec §6): the starting rating guests are paired by. `onSaved` hears of
 * a new level (the lobby then asks again which open games the guest may join).
 */
export function GuestSkillLevel({ onSaved }: { onSaved?: () => void } = {}) {
  const { t } = useTranslation();
  const { http } = useServices();
  const [level, setLevel] = useState<number | null>(remembered);
  const [saved, setSaved] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    const next = Number(event.target.value);
    if (!LEVELS.includes(next)) return;
    setLevel(next);
    setSaved(null);
    setError(null);
    setBusy(true);
    try {
      const answer = (
        await http.post<GuestSkillLevelResponse>(LOBBY_API.guestSkillLevel, { skill_level: next })
      ).data;
      setSaved(answer.rating ?? skillLevelRating(next));
      onSaved?.();
      try {
        localStorage.setItem(SKILL_LEVEL_KEY, String(next));
      } catch {
        // Storage may be off (private mode): the server still has it for this session.
      }
    } catch (failure) {
      setError(serverMessage(failure) ?? t('play.skill.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="skill-level field">
      <label htmlFor="guest-skill-level">{t('play.skill.label')}</label>
      <select id="guest-skill-level" value={level ?? ''} onChange={onChange} disabled={busy}>
        {level === null && (
          <option value="" disabled>
            {t('play.skill.choose')}
          </option>
        )}
        {LEVELS.map((value) => (
          <option key={value} value={value}>
            {t('play.skill.option', {
              name: t(`play.skill.levels.${`l${value}` as LevelName}`),
              rating: skillLevelRating(value),
            })}
          </option>
        ))}
      </select>
      <p className="skill-level__status" role="status" aria-live="polite">
        {saved !== null && t('play.skill.saved', { rating: saved })}
      </p>
      {error && (
        <p className="skill-level__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
