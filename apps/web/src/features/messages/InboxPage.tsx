import './messages.css';
import type { InboxPage as Inbox, ServerMessage } from '@kingside/contract';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useLanguage, useRouteUrl } from '../../app/useLanguage';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { Avatar } from '../members/Avatar';
import { useSocketMessages } from '../play/useSocket';
import { formatWhen } from './format';
import { fetchInbox, refusalOf } from './messages.api';
import '../../lib/i18n/locales/en.messages';

type State =
  | { status: 'loading' }
  | { status: 'loaded'; inbox: Inbox }
  | { status: 'guest' }
  | { status: 'failed' };

/** `/messages`: the member's conversations, latest first, with what is unread. Live: a new message reloads it. */
export function InboxPage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const { http } = useServices();
  const { isLoggedIn } = useCurrentUser();
  const [pages, setPages] = useState(1);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useDocumentTitle('messages');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry or a push is exactly why it asks again
  useEffect(() => {
    if (!isLoggedIn) {
      setState({ status: 'guest' });
      return;
    }
    const controller = new AbortController();
    // The pages shown so far, in one go, so a push keeps the list as long as it was.
    Promise.all(Array.from({ length: pages }, (_, i) => fetchInbox(http, i + 1, controller.signal))).then(
      (loaded) =>
        setState({
          status: 'loaded',
          inbox: { ...loaded.at(-1)!, threads: loaded.flatMap((page) => page.threads) },
        }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(refusalOf(error)?.status === 401 ? { status: 'guest' } : { status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [http, isLoggedIn, pages, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  useSocketMessages((message: ServerMessage) => {
    if (message.t === 'dm') reload();
  });

  return (
    <div className="messages">
      <header>
        <h1>{t('dm.title')}</h1>
        <p className="lead">{t('dm.lead')}</p>
      </header>
      {state.status === 'loading' && <p role="status">{t('dm.loading')}</p>}
      {state.status === 'guest' && (
        <p className="notice">
          {t('dm.login')}{' '}
          <Link className="button button--primary button--small" to={url('login')}>
            {t('dm.loginButton')}
          </Link>
        </p>
      )}
      {state.status === 'failed' && (
        <p className="notice" role="alert">
          {t('dm.failed')}{' '}
          <button type="button" className="button button--small" onClick={reload}>
            {t('dm.retry')}
          </button>
        </p>
      )}
      {state.status === 'loaded' && (
        <>
          <StartConversation />
          <ThreadList inbox={state.inbox} />
          {state.inbox.hasMore && (
            <button type="button" className="button button--quiet" onClick={() => setPages((n) => n + 1)}>
              {t('dm.more')}
            </button>
          )}
        </>
      )}
    </div>
  );
}

function ThreadList({ inbox }: { inbox: Inbox }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const language = useLanguage();
  if (inbox.threads.length === 0) return <p className="messages__empty">{t('dm.empty')}</p>;
  return (
    <ul className="inbox" aria-label={t('dm.title')}>
      {inbox.threads.map((thread) => (
        <li key={thread.threadId} className={`inbox__item${thread.unread > 0 ? ' inbox__item--unread' : ''}`}>
          <Link className="inbox__link" to={url('messages_thread', { username: thread.with.username })}>
            <Avatar username={thread.with.username} url={thread.with.avatarUrl} size={40} />
            <span className="inbox__body">
              <span className="inbox__top">
                <span className="inbox__name">{thread.with.username}</span>
                <time className="inbox__time" dateTime={thread.lastMessage.createdAt}>
                  {formatWhen(thread.lastMessage.createdAt, language)}
                </time>
              </span>
              <span className="inbox__preview">
                {thread.lastMessage.mine
                  ? t('dm.you', { text: thread.lastMessage.preview })
                  : thread.lastMessage.preview}
              </span>
            </span>
            {thread.unread > 0 && (
              <span className="inbox__badge">
                <span aria-hidden="true">{thread.unread}</span>
                <span className="visually-hidden">{t('dm.unread', { count: thread.unread })}</span>
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Opens the conversation with a member named here. */
function StartConversation() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const username = name.trim();
    if (username) void navigate(url('messages_thread', { username }));
  };
  return (
    <form className="messages__start" onSubmit={submit}>
      <label htmlFor="dm-start">{t('dm.startLabel')}</label>
      <input
        id="dm-start"
        value={name}
        maxLength={64}
        autoComplete="off"
        onChange={(e) => setName(e.target.value)}
      />
      <button type="submit" className="button button--small">
        {t('dm.start')}
      </button>
    </form>
  );
}
