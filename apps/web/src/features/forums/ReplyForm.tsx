import { FORUM_POST_MAX, type ForumPostView } from '@kingside/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { serverMessage } from '../../lib/server-error';
import { replyTo } from './forums.api';
import '../../lib/i18n/locales/en.forums';

/** The reply box under a topic, quoting a post when one was chosen. */
export function ReplyForm({
  uuid,
  quote,
  onCancelQuote,
  onPosted,
}: {
  uuid: string;
  quote: ForumPostView | null;
  onCancelQuote: () => void;
  onPosted: (post: ForumPostView) => void;
}) {
  const { t } = useTranslation();
  const { http } = useServices();
  const id = useId();
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onPosted(await replyTo(http, uuid, body.trim(), quote?.id));
      setBody('');
    } catch (failure) {
      setError(serverMessage(failure) ?? t('forums.failedAction'));
    }
    setBusy(false);
  };

  return (
    <form className="form forums__compose" onSubmit={(event) => void submit(event)}>
      <h2>{t('forums.reply')}</h2>
      {quote && (
        <p className="forums__quoting">
          {t('forums.quoting', { username: quote.author.username })}{' '}
          <button type="button" className="button button--quiet button--small" onClick={onCancelQuote}>
            {t('forums.cancelQuote')}
          </button>
        </p>
      )}
      <div className="field">
        <label htmlFor={id}>{t('forums.replyLabel')}</label>
        <textarea
          id={id}
          rows={5}
          required
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
      <button type="submit" className="button button--primary" disabled={busy || !body.trim()}>
        {busy ? t('forums.sending') : t('forums.send')}
      </button>
    </form>
  );
}
