import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';

/** A whole WebSocket text frame as the server sends it (unmasked), header and UTF-8 payload. */
export type TextFrame = Buffer & { readonly __textFrame: true };

/**
 * Frames `text` once, so that a message for many sockets is encoded and framed once, not once per
 * socket as `ws`'s `send` would (RFC 6455 §5.2: FIN + text opcode, then the payload length in 7,
 * 16 or 64 bits). Unmasked and uncompressed, a frame is the same for every socket (an uncompressed
 * message is valid even where compression was negotiated; ours is off: ws's server default).
 */
export function textFrame(text: string): TextFrame {
  const length = Buffer.byteLength(text);
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x81;
  if (header === 2) frame[1] = length;
  else if (header === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(0, 2);
    frame.writeUInt32BE(length, 6);
  }
  frame.write(text, header, 'utf8');
  return frame as TextFrame;
}

/**
 * Writes frames on `socket`'s connection, holding the frames of one tick back until its end so
 * they leave in one write: a move's ack and the event it made reach the mover in one system call,
 * not two. They go joined in one buffer, not corked: a corked pair leaves by `writev`, which cost
 * more than copying a few hundred bytes. The frames go to the connection itself, past `ws`'s
 * sender, which would encode and frame each message again: every data frame of ours takes this
 * path, so none can overtake another in ws's queue (which holds only messages being compressed or
 * read from a Blob).
 */
export function createSocketSender(socket: WebSocket): (frame: TextFrame) => void {
  // Not part of ws's typed surface, but stable across its versions: the connection under the socket.
  const raw = (socket as unknown as { _socket: Socket })._socket;
  let held: TextFrame[] | null = null;
  const flush = () => {
    const frames = held!;
    held = null;
    if (socket.readyState !== socket.OPEN) return;
    raw.write(frames.length === 1 ? frames[0]! : Buffer.concat(frames));
  };
  return (frame) => {
    if (socket.readyState !== socket.OPEN) return;
    if (held) held.push(frame);
    else {
      held = [frame];
      process.nextTick(flush);
    }
  };
}
