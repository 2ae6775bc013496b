import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteUrl } from '../../app/useLanguage';
import '../../lib/i18n/locales/en.forums';

/** The forums' search box: leads to `/forum?q=`. */
export function SearchForm({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const navigate = useNavigate();
  const id = useId();
  const [q, setQ] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (q.trim().length >= 2) void navigate(url('forum', {}, { q: q.trim() }));
  };
  return (
    <search>
      <form className="forums__search" onSubmit={submit}>
        <label htmlFor={id} className="visually-hidden">
          {t('forums.searchLabel')}
        </label>
        <input
          id={id}
          type="search"
          minLength={2}
          maxLength={100}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <button type="submit" className="button button--small">
          {t('forums.searchButton')}
        </button>
      </form>
    </search>
  );
}
