import { FORUM_POST_MAX, type ForumPostEdit, type ForumPostView } from '@kingside/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services';
import { useLanguage, useRouteUrl } from '../../app/useLanguage';
import { serverMessage } from '../../lib/server-error';
import { formatWhen } from '../messages/format';
import { editPost, fetchHistory } from './forums.api';
import '../../lib/i18n/locales/en.forums';

/** One post: its sanitised HTML (rendered by the server), quote, edit in place, and its edit history. */
export function PostItem({
  post,
  canQuote,
  onQuote,
  onEdited,
}: {
  post: ForumPostView;
  canQuote: boolean;
  onQuote: () => void;
  onEdited: (post: ForumPostView) => void;
}) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const language = useLanguage();
  const { http } = useServices();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [history, setHistory] = useState<ForumPostEdit[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (draft === null) return;
    setBusy(true);
    setError(null);
    try {
      onEdited(await editPost(http, post.id, draft.trim()));
      setDraft(null);
    } catch (failure) {
      setError(serverMessage(failure) ?? t('forums.failedAction'));
    }
    setBusy(false);
  };
  const showHistory = async () => {
    try {
      setHistory(await fetchHistory(http, post.id));
    } catch (failure) {
      setError(serverMessage(failure) ?? t('forums.failedAction'));
    }
  };

  return (
    <li className="forums__post" id={`post-${post.id}`}>
      <p className="forums__meta">
        <Link to={url('member', { username: post.author.username })}>{post.author.username}</Link> ·{' '}
        {formatWhen(post.createdAt, language)}
        {post.editedAt && (
          <>
            {' '}
            ·{' '}
            <button type="button" className="button--link" onClick={() => void showHistory()}>
              {t('forums.edited', { when: formatWhen(post.editedAt, language) })}
            </button>
          </>
        )}
      </p>
      {draft === null ? (
        // Rendered and sanitised on the server (platform/markdown, the document profile).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side
        <div className="forums__body" dangerouslySetInnerHTML={{ __html: post.html }} />
      ) : (
        <form className="form" onSubmit={(event) => void save(event)}>
          <label htmlFor={id} className="visually-hidden">
            {t('forums.body')}
          </label>
          <textarea
            id={id}
            rows={6}
            maxLength={FORUM_POST_MAX}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <div className="forums__actions">
            <button
              type="submit"
              className="button button--primary button--small"
              disabled={busy || !draft.trim()}
            >
              {t('forums.save')}
            </button>
            <button
              type="button"
              className="button button--quiet button--small"
              onClick={() => setDraft(null)}
            >
              {t('forums.cancel')}
            </button>
          </div>
        </form>
      )}
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      {history && (
        <section className="forums__history" aria-label={t('forums.historyTitle')}>
          <h3>{t('forums.historyTitle')}</h3>
          {history.length === 0 && <p>{t('forums.noHistory')}</p>}
          <ol>
            {history.map((edit) => (
              <li key={edit.editedAt}>
                <p className="forums__meta">
                  {t('forums.editedBy', { editor: edit.editor, when: formatWhen(edit.editedAt, language) })}
                </p>
                <pre>{edit.body}</pre>
              </li>
            ))}
          </ol>
        </section>
      )}
      {draft === null && (
        <div className="forums__actions">
          {canQuote && (
            <button type="button" className="button button--quiet button--small" onClick={onQuote}>
              {t('forums.quote')}
            </button>
          )}
          {post.canEdit && (
            <button
              type="button"
              className="button button--quiet button--small"
              onClick={() => setDraft(post.body)}
            >
              {t('forums.edit')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
