import { LANGUAGE_CODES } from '@kingside/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IndexFilters } from './content.api';
import '../../lib/i18n/locales/en.content';

const LANGUAGES = ['en', ...LANGUAGE_CODES] as const;

/** The search, tag and language bar above a content index (articles, videos, lesson courses): applied on submit. */
export function ContentFilterBar({ onApply }: { onApply: (filters: IndexFilters) => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const [draft, setDraft] = useState<IndexFilters>({});

  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      ...draft,
      tag: draft.tag?.trim().toLowerCase() || undefined,
      q: draft.q?.trim() || undefined,
    });
  };
  const value = (key: keyof IndexFilters) => draft[key] ?? '';
  const change = (key: keyof IndexFilters) => (event: { currentTarget: { value: string } }) =>
    setDraft({ ...draft, [key]: event.currentTarget.value });

  return (
    <form className="content-index__filters" onSubmit={apply}>
      <div className="field">
        <label htmlFor={`${ids}-q`}>{t('contentIndex.search')}</label>
        <input id={`${ids}-q`} type="search" maxLength={60} value={value('q')} onInput={change('q')} />
      </div>
      <div className="field">
        <label htmlFor={`${ids}-tag`}>{t('contentIndex.tag')}</label>
        <input id={`${ids}-tag`} maxLength={30} value={value('tag')} onInput={change('tag')} />
      </div>
      <div className="field">
        <label htmlFor={`${ids}-lang`}>{t('contentIndex.language')}</label>
        <select id={`${ids}-lang`} value={value('lang')} onChange={change('lang')}>
          <option value="">{t('contentIndex.anyLanguage')}</option>
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button">
        {t('contentIndex.apply')}
      </button>
    </form>
  );
}
