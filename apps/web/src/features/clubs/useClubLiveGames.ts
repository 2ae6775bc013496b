import { CLUB_LIVE_GAMES_FALLBACK_MS, type ServerMessage } from '@kingside/contract';
import { useEffect, useRef } from 'react';
import { useServices } from '../../app/services';
import { useLoad } from '../../lib/use-load';
import { useConnection, usePlaySocket, useSocketMessages } from '../play/useSocket';
import { fetchClubLiveGames } from './clubs.api';

/**
 * A club's live games, read again whenever the tab's socket says a member's game started or ended
 * (`clubGames.changed`), and each time the socket comes (back) online and follows the club, since
 * pushes are lost while it is away. One read at a time: pushes that come during a read ask for one
 * more after it. A slow poll covers a socket that stays down.
 */
export function useClubLiveGames(slug: string) {
  const { http } = useServices();
  const socket = usePlaySocket();
  const online = useConnection().state === 'online';
  const { state, reload } = useLoad((signal) => fetchClubLiveGames(http, slug, signal), slug);
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  const reading = useRef(false);
  const again = useRef(false);

  const refresh = () => {
    if (reading.current) {
      again.current = true;
      return;
    }
    reading.current = true;
    reloadRef.current();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer (or failure) ends the read in progress
  useEffect(() => {
    reading.current = false;
    if (again.current) {
      again.current = false;
      refresh();
    }
  }, [state]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: following again and reading again is what coming online means
  useEffect(() => {
    if (!online) return;
    socket.send({ t: 'clubGames', slug, subscribe: true });
    refresh();
    return () => {
      if (socket.getSnapshot().state === 'online') socket.send({ t: 'clubGames', slug, subscribe: false });
    };
  }, [online, socket, slug]);

  useSocketMessages((message: ServerMessage) => {
    if (message.t === 'clubGames.changed' && message.slug === slug) refresh();
  });

  useEffect(() => {
    const timer = setInterval(() => reloadRef.current(), CLUB_LIVE_GAMES_FALLBACK_MS);
    return () => clearInterval(timer);
  }, []);

  return state;
}
