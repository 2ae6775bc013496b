import type { Language } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGES } from '../../lib/i18n/language-names';
import { pathInLanguage } from '../../lib/i18n/localized-path';
import { useLanguage } from '../useLanguage';
import { GlobeIcon } from './Icons';

/** Switching language opens the same page under the new prefix; the layout follows the URL. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();

  return (
    <label className="language-select">
      <GlobeIcon />
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        value={language}
        onChange={(event) => {
          const next = event.target.value as Language;
          navigate(`${pathInLanguage(location.pathname, next)}${location.search}${location.hash}`);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
