import type { ContentComment } from '@kingside/contract';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services';
import { useLanguage, useRouteUrl } from '../../app/useLanguage';
import { useAlerts } from '../../lib/alerts';
import { useCurrentUser } from '../accounts/useCurrentUser';
import {
  addComment,
  deleteComment,
  editComment,
  fetchComments,
  refusalMessage,
  reportComment,
} from './content.api';
import '../../lib/i18n/locales/en.content';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; next: number | null };

/** A box that sends its text and clears it once the server took it. */
function CommentBox({
  label,
  placeholder,
  submit,
  initial = '',
  onCancel,
  submitLabel,
}: {
  label: string;
  placeholder: string;
  submit: (text: string) => Promise<boolean>;
  initial?: string;
  onCancel?: () => void;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const [sending, setSending] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    if (await submit(text)) setText('');
    setSending(false);
  };
  return (
    <form className="comment-box" onSubmit={send}>
      <textarea
        aria-label={label}
        placeholder={placeholder}
        value={text}
        rows={3}
        maxLength={2000}
        onInput={(event) => setText((event.target as HTMLTextAreaElement).value)}
      />
      <div className="comment-box__actions">
        <button type="submit" className="button button--primary" disabled={sending}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            {t('comments.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

/** Comments on an item with one level of replies (like chess.com): write, reply, edit, delete, report. */
export function Comments({
  itemId,
  count,
  locked: lockedAtLoad,
}: {
  itemId: number;
  count: number;
  locked: boolean;
}) {
  const { t } = useTranslation();
  const { http } = useServices();
  const alerts = useAlerts();
  const url = useRouteUrl();
  const language = useLanguage();
  const { isLoggedIn } = useCurrentUser();
  const [comments, setComments] = useState<ContentComment[]>([]);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [locked, setLocked] = useState(lockedAtLoad);
  // Staff locking or unlocking on this page says so at once.
  useEffect(() => setLocked(lockedAtLoad), [lockedAtLoad]);
  const [total, setTotal] = useState(count);
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);

  const more = useCallback(
    async (after: number | null) => {
      try {
        const page = await fetchComments(http, itemId, after);
        setComments((shown) => (after ? [...shown, ...page.comments] : page.comments));
        setLocked(page.locked);
        setLoad({ status: 'loaded', next: page.next });
      } catch {
        setLoad({ status: 'failed' });
      }
    },
    [http, itemId],
  );
  useEffect(() => {
    void more(null);
  }, [more]);

  /** Runs a call; its message (the spec's texts) or the server's refusal is the alert. */
  const run = async (call: () => Promise<{ message: string }>, then: () => void): Promise<boolean> => {
    try {
      alerts.success((await call()).message);
      then();
      return true;
    } catch (error) {
      alerts.error(refusalMessage(error) ?? t('app.genericError'));
      return false;
    }
  };

  const post = (parentId?: number) => (text: string) =>
    run(
      () => addComment(http, itemId, text, parentId),
      () => {
        setReplyTo(null);
        setTotal((n) => n + 1);
        void more(null);
      },
    );
  const save = (id: number) => (text: string) =>
    run(
      () => editComment(http, id, text),
      () => {
        setEditing(null);
        void more(null);
      },
    );
  const remove = (id: number) =>
    run(
      async () => ({ message: await deleteComment(http, id) }),
      () => void more(null),
    );
  const report = (id: number) =>
    run(
      async () => ({ message: await reportComment(http, id, 'spam') }),
      () => undefined,
    );

  const when = (at: string) => new Date(at).toLocaleDateString(language, { dateStyle: 'medium' });
  const one = (comment: ContentComment, topLevel: boolean) => (
    <li key={comment.id} className="comment">
      <p className="comment__meta">
        <Link to={url('member', { username: comment.author.username })}>{comment.author.username}</Link>{' '}
        <time dateTime={comment.createdAt}>{when(comment.createdAt)}</time>
        {comment.editedAt && <span className="comment__edited"> · {t('comments.edited')}</span>}
      </p>
      {editing === comment.id ? (
        <CommentBox
          label={t('comments.edit')}
          placeholder={t('comments.placeholder')}
          initial={comment.body ?? ''}
          submit={save(comment.id)}
          onCancel={() => setEditing(null)}
          submitLabel={t('comments.save')}
        />
      ) : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised by the server (platform/markdown)
        <div className="comment__text" dangerouslySetInnerHTML={{ __html: comment.html }} />
      )}
      {isLoggedIn && (
        <div className="comment__actions">
          {topLevel && !locked && (
            <button type="button" className="link-button" onClick={() => setReplyTo(comment.id)}>
              {t('comments.reply')}
            </button>
          )}
          {comment.mine && !locked && (
            <button type="button" className="link-button" onClick={() => setEditing(comment.id)}>
              {t('comments.edit')}
            </button>
          )}
          {comment.canDelete && (
            <button type="button" className="link-button" onClick={() => void remove(comment.id)}>
              {t('comments.delete')}
            </button>
          )}
          {!comment.mine && (
            <button type="button" className="link-button" onClick={() => void report(comment.id)}>
              {t('comments.report')}
            </button>
          )}
        </div>
      )}
      {topLevel && (comment.replies.length > 0 || replyTo === comment.id) && (
        <ul className="comments__replies">
          {comment.replies.map((reply) => one(reply, false))}
          {replyTo === comment.id && (
            <li>
              <CommentBox
                label={t('comments.reply')}
                placeholder={t('comments.replyPlaceholder')}
                submit={post(comment.id)}
                onCancel={() => setReplyTo(null)}
                submitLabel={t('comments.reply')}
              />
            </li>
          )}
        </ul>
      )}
    </li>
  );

  return (
    <section className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title">{t('comments.title', { count: total })}</h2>
      {locked ? (
        <p className="comments__locked">{t('comments.locked')}</p>
      ) : isLoggedIn ? (
        <CommentBox
          label={t('comments.send')}
          placeholder={t('comments.placeholder')}
          submit={post()}
          submitLabel={t('comments.send')}
        />
      ) : (
        <p>
          <Link to={url('login')}>{t('comments.login')}</Link>
        </p>
      )}
      {load.status === 'failed' && <p role="alert">{t('comments.failed')}</p>}
      <ul className="comments__list">{comments.map((comment) => one(comment, true))}</ul>
      {load.status === 'loaded' && load.next !== null && (
        <button type="button" className="button" onClick={() => void more(load.next)}>
          {t('comments.more')}
        </button>
      )}
    </section>
  );
}
