import type { LobbyRatings, LobbySeek } from '@kingside/contract';
import { useCallback, useEffect, useState } from 'react';
import { useConnection, usePlaySocket, useSocketMessages } from './useSocket';

/**
 * The lobby's live list of custom seeks, followed while the component is mounted: subscribes
 * whenever the socket is (again) online, since a new connection follows nothing; `lobby.seeks`
 * replaces the list (with the player's own ratings), then `lobby.seek`/`lobby.unseek` change it.
 * `refresh` subscribes again, for a fresh list and ratings (a guest changed their level).
 */
export function useLobbySeeks(): {
  seeks: LobbySeek[];
  loaded: boolean;
  ratings: LobbyRatings | null;
  refresh: () => void;
} {
  const socket = usePlaySocket();
  const online = useConnection().state === 'online';
  const [seeks, setSeeks] = useState<LobbySeek[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [ratings, setRatings] = useState<LobbyRatings | null>(null);

  useEffect(() => {
    if (!online) return;
    socket.send({ t: 'lobby', subscribe: true });
    return () => {
      // A dropped connection follows nothing any more; only a live one is told.
      if (socket.getSnapshot().state === 'online') socket.send({ t: 'lobby', subscribe: false });
    };
  }, [online, socket]);

  useSocketMessages((message) => {
    if (message.t === 'lobby.seeks') {
      setSeeks(message.seeks);
      setRatings(message.ratings ?? null);
      setLoaded(true);
    } else if (message.t === 'lobby.seek') {
      const { seek } = message;
      setSeeks((current) => [...current.filter((s) => s.id !== seek.id), seek]);
    } else if (message.t === 'lobby.unseek') {
      const gone = new Set(message.ids);
      setSeeks((current) => current.filter((s) => !gone.has(s.id)));
    }
  });

  const refresh = useCallback(() => {
    if (socket.getSnapshot().state === 'online') socket.send({ t: 'lobby', subscribe: true });
  }, [socket]);

  return { seeks, loaded, ratings, refresh };
}
