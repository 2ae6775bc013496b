import {
  ARCHIVE_VIEWS,
  DEFAULT_LANGUAGE,
  HOME_CONTENT_TYPES,
  LANGUAGE_CODES,
  type Language,
  type UserState,
} from '@kingside/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useTheme } from '../../app/useTheme';
import { LANGUAGE_NAMES } from '../../lib/i18n/language-names';
import { applyState } from '../accounts/apply-state';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { saveArchiveView } from '../archive/archive.api';
import { saveHomeContentType } from '../content/content.api';
import { ChoiceGroup, Toggle } from './SettingsControls';
import { saveContentLanguage, saveFairPlayAgree } from './user-view.api';
import '../../lib/i18n/locales/en.preferences';

const LANGUAGES: readonly Language[] = [DEFAULT_LANGUAGE, ...LANGUAGE_CODES];

/**
 * Dark mode (every visitor), and a member's view of the site (§3 User state): content language,
 * archive view, home feed, fair-play agreement, each applied at once and reverted if the save fails (§4).
 */
export function ViewSettings() {
  const { t } = useTranslation();
  const { http } = useServices();
  const { state, isLoggedIn, store } = useCurrentUser();
  const { theme, toggle } = useTheme();
  const languageId = useId();
  const [status, setStatus] = useState('');

  const apply = (patch: Partial<UserState>, save: () => Promise<void>) => {
    applyState(store, patch, save).then(
      () => setStatus(t('preferences.view.saved')),
      () => setStatus(t('preferences.view.failed')),
    );
  };

  return (
    <section className="settings__group" aria-labelledby="settings-view">
      <h2 id="settings-view">{t('preferences.view.title')}</h2>
      <Toggle label={t('preferences.view.darkMode')} checked={theme === 'dark'} onChange={toggle} />
      {isLoggedIn ? (
        <>
          <div className="settings__field">
            <label htmlFor={languageId}>{t('preferences.view.contentLanguage')}</label>
            <select
              id={languageId}
              value={state.contentLanguage}
              onChange={(event) => {
                const contentLanguage = event.target.value as Language;
                apply({ contentLanguage }, () => saveContentLanguage(http, contentLanguage));
              }}
            >
              {LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          </div>
          <ChoiceGroup
            legend={t('preferences.view.archiveView.label')}
            name="archiveView"
            value={state.archiveView}
            choices={ARCHIVE_VIEWS.map((value) => ({
              value,
              label: t(`preferences.view.archiveView.${value}`),
            }))}
            onChange={(archiveView) => apply({ archiveView }, () => saveArchiveView(http, archiveView))}
          />
          <ChoiceGroup
            legend={t('preferences.view.homeContentType.label')}
            name="homeContentType"
            value={state.homeContentType}
            choices={HOME_CONTENT_TYPES.map((value) => ({
              value,
              label: t(`preferences.view.homeContentType.${value}`),
            }))}
            onChange={(homeContentType) =>
              apply({ homeContentType }, () => saveHomeContentType(http, homeContentType))
            }
          />
          <Toggle
            label={t('preferences.view.fairPlayAgree')}
            checked={state.fairPlayAgree === 1}
            onChange={(checked) => {
              const fairPlayAgree = checked ? 1 : 0;
              apply({ fairPlayAgree }, () => saveFairPlayAgree(http, fairPlayAgree));
            }}
          />
        </>
      ) : (
        <p className="settings__hint">{t('preferences.view.membersOnly')}</p>
      )}
      <p className="board-settings__status" aria-live="polite">
        {status}
      </p>
    </section>
  );
}
