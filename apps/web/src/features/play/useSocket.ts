import type { ServerMessage } from '@kingside/contract';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { type ConnectionSnapshot, getTabSocket, type PlaySocket } from './socket';

/** The tab's socket (opened on first use). */
export function usePlaySocket(): PlaySocket {
  return getTabSocket();
}

/** Connection state and lag, re-rendering when they change. */
export function useConnection(): ConnectionSnapshot {
  const socket = usePlaySocket();
  return useSyncExternalStore(socket.subscribeState, socket.getSnapshot, socket.getSnapshot);
}

/** Calls `handler` with every server message while the component is mounted. */
export function useSocketMessages(handler: (message: ServerMessage) => void): void {
  const socket = usePlaySocket();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => socket.subscribe((message) => latest.current(message)), [socket]);
}
