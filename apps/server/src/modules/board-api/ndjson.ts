import type { FastifyReply, FastifyRequest } from 'fastify';

/** lichess sends an empty line this often on an idle stream, so proxies and clients keep it open. */
export const KEEP_ALIVE_MS = 7000;

export interface NdjsonStream {
  send(value: unknown): void;
  /** Ends the response (the server is done: a finished game, a settled challenge). */
  end(): void;
  /** Called once, when the client goes or the stream ends. */
  onClose(listener: () => void): void;
  readonly closed: boolean;
}

/**
 * The streams open on one app, so its closing ends them: a lichess client keeps its event stream
 * open for good, and a server that waited for it would never stop.
 */
export function createNdjsonStreams() {
  const open = new Set<NdjsonStream>();
  return {
    open(request: FastifyRequest, reply: FastifyReply): NdjsonStream {
      const stream = openNdjson(request, reply);
      open.add(stream);
      stream.onClose(() => open.delete(stream));
      return stream;
    },
    endAll(): void {
      for (const stream of [...open]) stream.end();
    },
  };
}

export type NdjsonStreams = ReturnType<typeof createNdjsonStreams>;

/**
 * Takes the response over for an NDJSON stream: one JSON object per line, a bare newline every
 * KEEP_ALIVE_MS. The stream ends when the client goes or `end` is called; listeners run once.
 */
export function openNdjson(request: FastifyRequest, reply: FastifyReply): NdjsonStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'application/x-ndjson',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  raw.flushHeaders();
  const listeners: (() => void)[] = [];
  let closed = false;
  const keepAlive = setInterval(() => raw.write('\n'), KEEP_ALIVE_MS);
  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(keepAlive);
    // The client may have gone without its socket closing: the response ends here either way, or
    // the connection would stay busy (and a server closing would wait for it).
    if (!raw.writableEnded) raw.end();
    for (const listener of listeners.splice(0)) {
      try {
        listener();
      } catch (error) {
        request.log.warn({ err: error }, 'stream close listener failed');
      }
    }
  };
  request.raw.on('close', finish);
  raw.on('close', finish);
  return {
    send(value) {
      if (!closed) raw.write(`${JSON.stringify(value)}\n`);
    },
    end() {
      finish();
    },
    onClose(listener) {
      if (closed) listener();
      else listeners.push(listener);
    },
    get closed() {
      return closed;
    },
  };
}
