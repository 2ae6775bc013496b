import { useTranslation } from 'react-i18next';
import '../../lib/i18n/locales/en.play';

interface ModeFieldsProps {
  /** The radio group's name: unique on the page. */
  name: string;
  rated: boolean;
  /** Guests and guest opponents play casual only: rated is shown, but off. */
  canRate: boolean;
  onChange: (rated: boolean) => void;
}

/** Casual or rated, as the lobby's custom game and the challenge dialog both ask it. */
export function ModeFields({ name, rated, canRate, onChange }: ModeFieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="segmented">
      <legend>{t('play.custom.mode')}</legend>
      <label>
        <input
          type="radio"
          name={name}
          value="casual"
          checked={!canRate || !rated}
          onChange={() => onChange(false)}
        />
        <span>{t('play.casual')}</span>
      </label>
      <label>
        <input
          type="radio"
          name={name}
          value="rated"
          checked={canRate && rated}
          disabled={!canRate}
          onChange={() => onChange(true)}
        />
        <span>{t('play.rated')}</span>
      </label>
    </fieldset>
  );
}
