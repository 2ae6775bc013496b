import { FLAIR_CATEGORIES, FLAIR_CATEGORY_FLAGS, FLAIRS, mayWearFlair } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import '../../lib/i18n/locales/en.members';

/**
 * Flair by §3 category: the flagged categories only while their flag is on, membership icons
 * above the member's tier shown locked (the server refuses them too).
 */
export function FlairPicker({
  value,
  level,
  features,
  onChange,
}: {
  value: string;
  level: number;
  features: Record<string, boolean>;
  onChange(code: string): void;
}) {
  const { t } = useTranslation();
  const categories = FLAIR_CATEGORIES.filter((category) => {
    const flag = FLAIR_CATEGORY_FLAGS[category];
    return !flag || features[flag];
  });
  return (
    <fieldset className="flair-picker">
      <legend>{t('profile.flair')}</legend>
      <label className={`flair-option${value === '' ? ' is-chosen' : ''}`}>
        <input type="radio" name="flair" value="" checked={value === ''} onChange={() => onChange('')} />
        <span>{t('profile.noFlair')}</span>
      </label>
      {categories.map((category) => (
        <fieldset key={category} className="flair-picker__group">
          <legend className="flair-picker__category">{t(`profile.flairCategory.${category}`)}</legend>
          <div className="flair-picker__options">
            {FLAIRS.filter((flair) => flair.category === category).map((flair) => {
              const allowed = mayWearFlair(flair, level, features);
              const label = allowed
                ? flair.code
                : `${flair.code}, ${t('profile.flairLocked', { tier: t(`membershipLevel.${flair.minTier ?? 'basic'}`) })}`;
              return (
                <label
                  key={flair.code}
                  className={`flair-option${value === flair.code ? ' is-chosen' : ''}${allowed ? '' : ' is-locked'}`}
                  title={label}
                >
                  <input
                    type="radio"
                    name="flair"
                    value={flair.code}
                    checked={value === flair.code}
                    disabled={!allowed}
                    aria-label={label}
                    onChange={() => onChange(flair.code)}
                  />
                  <span aria-hidden="true">{flair.symbol}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}
