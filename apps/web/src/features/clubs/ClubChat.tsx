import '../messages/chat.css';
import './club-chat.css';
import { CLUB_CHAT_MAX_LENGTH } from '@kingside/contract';
import { type FormEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/useLanguage';
import { formatWhen } from '../messages/format';
import { useClubChat } from './useClubChat';
import '../../lib/i18n/locales/en.clubs';

/**
 * The club's chat room (members only; the club page shows it to them): older lines on demand, new
 * ones announced politely to screen readers, Enter sends.
 */
export function ClubChat({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const chat = useClubChat(slug);
  const { lines, text, setText, error } = chat;
  const list = useRef<HTMLOListElement>(null);

  const last = lines.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new line is what scrolls
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [last]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    chat.send();
  };

  return (
    <section className="chat club-chat" aria-labelledby="club-chat-title">
      <h2 id="club-chat-title">{t('clubs.chat.title')}</h2>
      {chat.status === 'loading' && <p role="status">{t('clubs.loading')}</p>}
      {chat.status === 'failed' && (
        <p className="notice" role="alert">
          {t('clubs.chat.failed')}
        </p>
      )}
      {chat.more && (
        <button type="button" className="button button--quiet button--small" onClick={chat.loadOlder}>
          {t('clubs.chat.older')}
        </button>
      )}
      <ol className="chat__lines" ref={list} aria-live="polite" aria-relevant="additions">
        {chat.status === 'loaded' && lines.length === 0 && (
          <li className="chat__note">{t('clubs.chat.empty')}</li>
        )}
        {lines.map((line) => (
          <li key={line.id}>
            <strong>{line.username}</strong>{' '}
            <time className="club-chat__when" dateTime={line.at}>
              {formatWhen(line.at, language)}
            </time>{' '}
            <span>{line.text}</span>
          </li>
        ))}
      </ol>
      <form className="chat__form" onSubmit={send}>
        <input
          aria-label={t('clubs.chat.label')}
          value={text}
          maxLength={CLUB_CHAT_MAX_LENGTH}
          placeholder={t('clubs.chat.placeholder')}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button--small" disabled={!text.trim()}>
          {t('clubs.chat.send')}
        </button>
      </form>
      {error && (
        <p className="chat__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
