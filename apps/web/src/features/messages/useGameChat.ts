import type { ChatLine, ChatRoom, ServerMessage, SocketErrorCode } from '@kingside/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaySocket, useSocketMessages } from '../play/useSocket';
import '../../lib/i18n/locales/en.messages';

/** Chat refs live apart from the game's own command refs, so each side knows its answers. */
let nextRef = 1_000_000_000;

export interface GameChatFeed {
  /** Which room the viewer talks in; null until the history came. */
  room: ChatRoom | null;
  lines: ChatLine[];
  /** What the viewer is typing: cleared once the server took the line. */
  text: string;
  setText(text: string): void;
  error: string | null;
  send(): void;
}

/**
 * A game's chat over the tab's socket: the history arrives once, right after the game's state, then
 * each new line. The game page holds this from its first render, so the panel (a chunk of its own)
 * finds the history however late it loads.
 */
export function useGameChat(gameId: string): GameChatFeed {
  const { t } = useTranslation();
  const socket = usePlaySocket();
  const [room, setRoom] = useState<ChatRoom | null>(null);
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refs = useRef(new Set<number>());

  /** A refusal from the server (blocked, muted: its own words), or ours for a flood or a long line. */
  const chatErrorText = (code: SocketErrorCode, serverText: string) => {
    if (code === 'rate_limited') return t('chat.errors.rate_limited');
    if (code === 'malformed') return t('chat.errors.malformed');
    if (code === 'not_allowed') return serverText;
    return t('chat.errors.generic');
  };

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

  const send = () => {
    const line = text.trim();
    if (!line) return;
    const ref = nextRef++;
    refs.current.add(ref);
    setError(null);
    socket.send({ t: 'chat', gameId, text: line, ref });
  };

  return { room, lines, text, setText, error, send };
}
