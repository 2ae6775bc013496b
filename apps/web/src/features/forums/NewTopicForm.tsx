import { FORUM_POST_MAX, FORUM_TITLE_MAX } from '@kingside/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/services';
import { useRouteUrl } from '../../app/useLanguage';
import { serverMessage } from '../../lib/server-error';
import { createTopic } from './forums.api';
import '../../lib/i18n/locales/en.forums';

/** Starts a topic in a forum, then opens it. */
export function NewTopicForm({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const navigate = useNavigate();
  const { http } = useServices();
  const ids = useId();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const uuid = await createTopic(http, slug, title.trim(), body.trim());
      void navigate(url('forum_topic', { uuid }));
    } catch (failure) {
      setError(serverMessage(failure) ?? t('forums.failedAction'));
      setBusy(false);
    }
  };

  return (
    <form className="form forums__compose" onSubmit={(event) => void submit(event)}>
      <h2>{t('forums.newTopic')}</h2>
      <div className="field">
        <label htmlFor={`${ids}-title`}>{t('forums.topicTitle')}</label>
        <input
          id={`${ids}-title`}
          required
          maxLength={FORUM_TITLE_MAX}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${ids}-body`}>{t('forums.body')}</label>
        <textarea
          id={`${ids}-body`}
          required
          rows={6}
          maxLength={FORUM_POST_MAX}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
      </div>
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary"
        disabled={busy || !title.trim() || !body.trim()}
      >
        {busy ? t('forums.sending') : t('forums.create')}
      </button>
    </form>
  );
}
