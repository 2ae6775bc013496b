import type { UserState } from '@kingside/contract';
import { randomId } from './random-id';

/** What one tab tells the others. */
export type BroadcastMessage =
  | { type: 'session-changed' }
  | { type: 'theme-changed'; theme: 'dark' | 'light' }
  /** A saved change to the member's view (§3 User state: archive view, fair play, content language). */
  | { type: 'user-state-changed'; state: Partial<UserState> };

export interface Broadcast {
  post(message: BroadcastMessage): void;
  subscribe(listener: (message: BroadcastMessage) => void): () => void;
}

export const BROADCAST_CHANNEL = 'kingside';

interface Envelope {
  channel: string;
  sender: string;
  message: BroadcastMessage;
}

/**
 * Cross-tab messages (spec §9): a named BroadcastChannel, falling back to window messages where it is
 * missing. Window messages reach only this window, so they carry the sender to skip our own posts.
 */
export function createBroadcast(name = BROADCAST_CHANNEL): Broadcast {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(name);
    return {
      post: (message) => channel.postMessage(message),
      subscribe(listener) {
        const onMessage = (event: MessageEvent<BroadcastMessage>) => listener(event.data);
        channel.addEventListener('message', onMessage);
        return () => channel.removeEventListener('message', onMessage);
      },
    };
  }
  const sender = randomId();
  return {
    post: (message) =>
      window.postMessage({ channel: name, sender, message } satisfies Envelope, window.location.origin),
    subscribe(listener) {
      const onMessage = (event: MessageEvent<Partial<Envelope>>) => {
        const { channel, sender: from, message } = event.data ?? {};
        if (event.origin !== window.location.origin || channel !== name || from === sender || !message)
          return;
        listener(message);
      };
      window.addEventListener('message', onMessage);
      return () => window.removeEventListener('message', onMessage);
    },
  };
}
