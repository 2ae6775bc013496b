import './game-chat.css';
import {
  CHAT_MAX_LENGTH,
  type ChatLine,
  type ChatRoom,
  type ServerMessage,
  type SocketErrorCode,
} from '@kingside/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { usePlaySocket, useSocketMessages } from '../play/useSocket';
import { isChatMuted, setChatMuted } from './chat-mute';
import '../../lib/i18n/locales/en.messages';

/** Chat refs live apart from the game's own command refs, so each side knows its answers. */
let nextRef = 1_000_000_000;
/** Where the game page puts its panel beside the board (play.css): narrower, the chat starts folded. */
const WIDE = '(min-width: 48rem)';

/**
 * The chat of a game, as on lichess: players talk to each other, spectators among themselves.
 * Over the tab's socket: the history arrives after the game's state, then each new line. The
 * viewer may mute it for this game (kept in this browser); on narrow screens it starts folded.
 */
export function GameChat({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const socket = usePlaySocket();
  const { isLoggedIn } = useCurrentUser();
  const [room, setRoom] = useState<ChatRoom | null>(null);
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [muted, setMuted] = useState(() => isChatMuted(gameId));
  const [open, setOpen] = useState(() => window.matchMedia?.(WIDE).matches ?? true);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refs = useRef(new Set<number>());
  const end = useRef<HTMLLIElement>(null);

  useSocketMessages((message: ServerMessage) => {
    if (message.t === 'chat.history' && message.gameId === gameId) {
      setRoom(message.room);
      setLines(message.lines);
    } else if (message.t === 'chat' && message.gameId === gameId) {
      setLines((before) =>
        before.some((l) => l.id === message.line.id) ? before : [...before, message.line],
      );
    } else if (message.t === 'ack' && refs.current.delete(message.ref)) {
      setText('');
    } else if (message.t === 'error' && message.ref !== undefined && refs.current.delete(message.ref)) {
      setError(chatErrorText(message.code, message.message));
    }
  });

  const last = lines.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new line is what scrolls
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [last, open, muted]);

  /** A refusal from the server (blocked, muted: its own words), or ours for a flood or a long line. */
  const chatErrorText = (code: SocketErrorCode, serverText: string) => {
    if (code === 'rate_limited') return t('chat.errors.rate_limited');
    if (code === 'malformed') return t('chat.errors.malformed');
    if (code === 'not_allowed') return serverText;
    return t('chat.errors.generic');
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    const line = text.trim();
    if (!line) return;
    const ref = nextRef++;
    refs.current.add(ref);
    setError(null);
    socket.send({ t: 'chat', gameId, text: line, ref });
  };
  const toggleMute = (next: boolean) => {
    setMuted(next);
    setChatMuted(gameId, next);
  };

  return (
    <section className="game-chat" aria-label={t('chat.title')}>
      <div className="game-chat__bar">
        <h2 className="game-chat__title">{room === 'players' ? t('chat.players') : t('chat.spectators')}</h2>
        <button
          type="button"
          className="button button--quiet button--small"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('chat.hide') : t('chat.show')}
        </button>
      </div>
      {open && (
        <>
          <label className="game-chat__mute">
            <input type="checkbox" checked={muted} onChange={(event) => toggleMute(event.target.checked)} />{' '}
            {t('chat.mute')}
          </label>
          {muted ? (
            <p className="game-chat__note">{t('chat.muted')}</p>
          ) : (
            <>
              <ol className="game-chat__lines" aria-live="polite">
                {lines.length === 0 && <li className="game-chat__note">{t('chat.empty')}</li>}
                {lines.map((line) => (
                  <li key={line.id}>
                    <strong>{line.username}</strong> {line.text}
                  </li>
                ))}
                <li ref={end} aria-hidden="true" />
              </ol>
              {isLoggedIn ? (
                <form className="game-chat__form" onSubmit={send}>
                  <input
                    aria-label={t('chat.label')}
                    value={text}
                    maxLength={CHAT_MAX_LENGTH}
                    placeholder={t('chat.placeholder')}
                    autoComplete="off"
                    onChange={(event) => setText(event.target.value)}
                  />
                  <button type="submit" className="button button--small" disabled={!text.trim()}>
                    {t('chat.send')}
                  </button>
                </form>
              ) : (
                <p className="game-chat__note">{t('chat.guest')}</p>
              )}
              {error && (
                <p className="game-chat__error" role="alert">
                  {error}
                </p>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
