import type { ChatLine, ServerMessage, SocketErrorCode } from '@kingside/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useConnection, usePlaySocket, useSocketMessages } from '../play/useSocket';
import { fetchClubChat } from './clubs.api';
import '../../lib/i18n/locales/en.clubs';

/** Club chat refs live apart from other commands' refs, so this hook knows its own answers. */
let nextRef = 1_500_000_000;

/** Lines by id, oldest first, each once: history pages and live pushes may overlap. */
export function mergeLines(before: ChatLine[], added: ChatLine[]): ChatLine[] {
  const byId = new Map(before.map((line) => [line.id, line]));
  for (const line of added) byId.set(line.id, line);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export interface ClubChatFeed {
  status: 'loading' | 'loaded' | 'failed';
  lines: ChatLine[];
  /** Older lines remain on the server. */
  more: boolean;
  loadOlder(): void;
  text: string;
  setText(text: string): void;
  error: string | null;
  send(): void;
}

/**
 * A club's chat: the latest page by the history callback, older pages on demand, new lines over the
 * tab's socket. Each time the socket is (again) online it joins the room and reads the latest page,
 * so lines said while it was away appear too.
 */
export function useClubChat(slug: string): ClubChatFeed {
  const { t } = useTranslation();
  const { http } = useServices();
  const socket = usePlaySocket();
  const online = useConnection().state === 'online';
  const [status, setStatus] = useState<ClubChatFeed['status']>('loading');
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [more, setMore] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refs = useRef(new Set<number>());
  const olderRead = useRef(false);

  const load = (before: number | undefined, signal?: AbortSignal) =>
    fetchClubChat(http, slug, before, signal).then(
      (page) => {
        setLines((shown) => mergeLines(shown, page.lines));
        // Once older pages were read, the latest page no longer says what remains before them.
        if (before !== undefined) olderRead.current = true;
        if (before !== undefined || !olderRead.current) setMore(page.more);
        setStatus('loaded');
      },
      () => {
        if (!signal?.aborted) setStatus((s) => (s === 'loaded' ? s : 'failed'));
      },
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: joining again and reading again is what coming online means
  useEffect(() => {
    const controller = new AbortController();
    void load(undefined, controller.signal);
    if (online) socket.send({ t: 'clubChat.join', slug, subscribe: true });
    return () => {
      controller.abort();
      if (online && socket.getSnapshot().state === 'online')
        socket.send({ t: 'clubChat.join', slug, subscribe: false });
    };
  }, [online, socket, slug]);

  /** A refusal: muted (the server's words, with the mute's end), or ours for a flood or a long line. */
  const errorText = (code: SocketErrorCode, serverText: string) => {
    if (code === 'rate_limited') return t('clubs.chat.errors.rate_limited');
    if (code === 'malformed') return t('clubs.chat.errors.malformed');
    if (code === 'not_allowed') return serverText;
    return t('clubs.chat.errors.generic');
  };

  useSocketMessages((message: ServerMessage) => {
    if (message.t === 'clubChat.line' && message.slug === slug) {
      setLines((shown) => mergeLines(shown, [message.line]));
    } else if (message.t === 'ack' && refs.current.delete(message.ref)) {
      setText('');
    } else if (message.t === 'error' && message.ref !== undefined && refs.current.delete(message.ref)) {
      setError(errorText(message.code, message.message));
    }
  });

  const send = () => {
    const line = text.trim();
    if (!line) return;
    const ref = nextRef++;
    refs.current.add(ref);
    setError(null);
    socket.send({ t: 'clubChat.say', slug, text: line, ref });
  };

  const loadOlder = () => {
    const oldest = lines[0]?.id;
    if (oldest !== undefined) void load(oldest);
  };

  return { status, lines, more, loadOlder, text, setText, error, send };
}
