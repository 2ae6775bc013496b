import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';

/**
 * Sends text frames on `socket`, holding the frames of one tick back until its end so they leave
 * in one write: a move's ack and the event it made reach the mover in one system call, not two.
 * `ws` corks around each frame itself; the cork here is the outer one (Node counts them).
 */
export function createSocketSender(socket: WebSocket): (text: string) => void {
  // Not part of ws's typed surface, but stable across its versions; without it frames go one by one.
  const raw = (socket as unknown as { _socket?: Socket })._socket;
  let corked = false;
  const uncork = () => {
    corked = false;
    raw!.uncork();
  };
  return (text) => {
    if (socket.readyState !== socket.OPEN) return;
    if (!corked && raw?.cork) {
      corked = true;
      raw.cork();
      process.nextTick(uncork);
    }
    socket.send(text);
  };
}
