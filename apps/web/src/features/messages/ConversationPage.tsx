import './messages.css';
import {
  type DirectMessage,
  MESSAGE_MAX_LENGTH,
  type ServerMessage,
  type ThreadPage,
} from '@kingside/contract';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useLanguage, useRouteUrl } from '../../app/useLanguage';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { Avatar } from '../members/Avatar';
import { useSocketMessages } from '../play/useSocket';
import { formatWhen } from './format';
import { fetchThread, markRead, refusalOf, sendMessage } from './messages.api';
import { sendErrorText } from './send-error';
import '../../lib/i18n/locales/en.messages';

type State =
  | { status: 'loading' }
  | { status: 'loaded'; thread: ThreadPage }
  | { status: 'guest' }
  | { status: 'failed'; text: string };

/** Adds messages not there yet, keeping them in id order. */
export function merge(list: DirectMessage[], more: DirectMessage[]): DirectMessage[] {
  const seen = new Set(list.map((m) => m.id));
  return [...list, ...more.filter((m) => !seen.has(m.id))].sort((a, b) => a.id - b.id);
}

/** `/messages/{username}`: the conversation with one member, live, with the send box. */
export function ConversationPage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const { username = '' } = useParams();
  const { http } = useServices();
  const { isLoggedIn } = useCurrentUser();
  const [state, setState] = useState<State>({ status: 'loading' });
  useDocumentTitle('messages_thread', { username });

  const load = useCallback(() => {
    if (!isLoggedIn) return setState({ status: 'guest' });
    setState({ status: 'loading' });
    fetchThread(http, username).then(
      (thread) => {
        setState({ status: 'loaded', thread });
        void markRead(http, username).catch(() => {});
      },
      (error: unknown) => {
        const refusal = refusalOf(error);
        if (refusal?.status === 401) return setState({ status: 'guest' });
        setState({ status: 'failed', text: sendErrorText(t, refusal) });
      },
    );
  }, [http, isLoggedIn, username, t]);
  useEffect(() => {
    load();
  }, [load]);

  const add = useCallback((messages: DirectMessage[], older = false, hasMore?: boolean) => {
    setState((before) =>
      before.status === 'loaded'
        ? {
            ...before,
            thread: {
              ...before.thread,
              messages: merge(before.thread.messages, messages),
              hasMore: older && hasMore !== undefined ? hasMore : before.thread.hasMore,
            },
          }
        : before,
    );
  }, []);

  useSocketMessages((message: ServerMessage) => {
    if (message.t !== 'dm' || message.with.username.toLowerCase() !== username.toLowerCase()) return;
    add([message.message]);
    if (!message.message.mine) void markRead(http, username).catch(() => {});
  });

  const older = async () => {
    if (state.status !== 'loaded') return;
    const first = state.thread.messages[0];
    const page = await fetchThread(http, username, first?.id).catch(() => null);
    if (page) add(page.messages, true, page.hasMore);
  };

  return (
    <div className="messages conversation">
      <p>
        <Link to={url('messages')}>← {t('dm.back')}</Link>
      </p>
      {state.status === 'loading' && <p role="status">{t('dm.loading')}</p>}
      {state.status === 'guest' && <p className="notice">{t('dm.login')}</p>}
      {state.status === 'failed' && (
        <p className="notice" role="alert">
          {state.text}{' '}
          <button type="button" className="button button--small" onClick={load}>
            {t('dm.retry')}
          </button>
        </p>
      )}
      {state.status === 'loaded' && (
        <>
          <header className="conversation__head">
            <Avatar username={state.thread.with.username} url={state.thread.with.avatarUrl} size={40} />
            <h1>
              <Link to={url('member', { username: state.thread.with.username })}>
                {state.thread.with.username}
              </Link>
            </h1>
          </header>
          <MessageList thread={state.thread} onOlder={older} />
          {state.thread.blocked ? (
            <p className="notice">{t('dm.blockedNotice')}</p>
          ) : (
            <Composer username={state.thread.with.username} onSent={(m) => add([m])} />
          )}
        </>
      )}
    </div>
  );
}

function MessageList({ thread, onOlder }: { thread: ThreadPage; onOlder: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const end = useRef<HTMLLIElement>(null);
  const last = thread.messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new last message is what scrolls
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [last]);
  return (
    <section
      className="conversation__messages"
      aria-label={t('dm.conversationWith', { username: thread.with.username })}
    >
      {thread.hasMore && (
        <button type="button" className="button button--quiet button--small" onClick={onOlder}>
          {t('dm.older')}
        </button>
      )}
      {thread.messages.length === 0 && <p className="messages__empty">{t('dm.noMessages')}</p>}
      <ol aria-live="polite">
        {thread.messages.map((message) => (
          <li key={message.id} className={`bubble${message.mine ? ' bubble--mine' : ''}`}>
            {/* Rendered and sanitised on the server (platform/markdown): an allow-list of inline tags. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side */}
            <div className="bubble__text" dangerouslySetInnerHTML={{ __html: message.html }} />
            <time className="bubble__time" dateTime={message.createdAt}>
              {formatWhen(message.createdAt, language)}
            </time>
          </li>
        ))}
        <li ref={end} aria-hidden="true" className="conversation__end" />
      </ol>
    </section>
  );
}

/** The send box: Enter sends, Shift+Enter starts a new line. */
function Composer({ username, onSent }: { username: string; onSent: (message: DirectMessage) => void }) {
  const { t } = useTranslation();
  const { http } = useServices();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const over = text.length - MESSAGE_MAX_LENGTH;

  const send = async () => {
    if (sending || !text.trim() || over > 0) return;
    setSending(true);
    setError(null);
    try {
      onSent(await sendMessage(http, username, text));
      setText('');
    } catch (caught) {
      setError(sendErrorText(t, refusalOf(caught)));
    } finally {
      setSending(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form
      className="composer"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label className="visually-hidden" htmlFor="dm-text">
        {t('dm.boxLabel', { username })}
      </label>
      <textarea
        id="dm-text"
        rows={2}
        value={text}
        placeholder={t('dm.placeholder')}
        aria-describedby="dm-hint"
        aria-invalid={over > 0}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="button button--primary" disabled={sending || !text.trim() || over > 0}>
        {sending ? t('dm.sending') : t('dm.send')}
      </button>
      <p id="dm-hint" className="field__hint composer__hint">
        {t('dm.hint')}
      </p>
      {over > 0 && <p className="field__note field__note--bad">{t('dm.tooLong', { count: over })}</p>}
      {error && (
        <p className="notice composer__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
