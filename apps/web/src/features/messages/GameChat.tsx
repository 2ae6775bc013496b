import './chat.css';
import './game-chat.css';
import { CHAT_MAX_LENGTH } from '@kingside/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { isChatMuted, setChatMuted } from './chat-mute';
import '../../lib/i18n/locales/en.messages';
import type { GameChatFeed } from './useGameChat';

/** Where the game page puts its panel beside the board (play.css): narrower, the chat starts folded. */
const WIDE = '(min-width: 48rem)';

/**
 * The chat of a game, as on lichess: players talk to each other, spectators among themselves
 * (the lines come from useGameChat, which the game page holds). The viewer may mute it for this
 * game (kept in this browser); on narrow screens it starts folded.
 */
export function GameChat({ gameId, chat }: { gameId: string; chat: GameChatFeed }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useCurrentUser();
  const { room, lines, text, setText, error } = chat;
  const [muted, setMuted] = useState(() => isChatMuted(gameId));
  const [open, setOpen] = useState(() => window.matchMedia?.(WIDE).matches ?? true);
  const end = useRef<HTMLLIElement>(null);

  const last = lines.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new line is what scrolls
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [last, open, muted]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    chat.send();
  };
  const toggleMute = (next: boolean) => {
    setMuted(next);
    setChatMuted(gameId, next);
  };

  return (
    <section className="chat game-chat" aria-label={t('chat.title')}>
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
            <p className="chat__note">{t('chat.muted')}</p>
          ) : (
            <>
              <ol className="chat__lines" aria-live="polite">
                {lines.length === 0 && <li className="chat__note">{t('chat.empty')}</li>}
                {lines.map((line) => (
                  <li key={line.id}>
                    <strong>{line.username}</strong> {line.text}
                  </li>
                ))}
                <li ref={end} aria-hidden="true" />
              </ol>
              {isLoggedIn ? (
                <form className="chat__form" onSubmit={send}>
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
                <p className="chat__note">{t('chat.guest')}</p>
              )}
              {error && (
                <p className="chat__error" role="alert">
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
