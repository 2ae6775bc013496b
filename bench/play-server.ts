// The measured Kingside server's side of the play bench (play.bench.ts): reading its answers, pairing a
// lane again once its game is played out, and its own timings of the measured windows.
import type { ChildProcess } from 'node:child_process';
import type { ServerMessage } from '@kingside/contract';
import type WebSocket from 'ws';
import type { TimingsReport } from '../apps/server/src/modules/play/play-timings';
import type { GcFigures, gcTrace } from './gc-trace';
import type { Lane } from './play-drive';

/** The `version` a message carries: the relay's echo of a move is at its ply, Kingside's event one past (below). */
export function versionOf(text: string): number | null {
  const match = /"version":(\d+)/.exec(text);
  return match ? Number(match[1]) : null;
}

/** Kingside answers a move with `game.event` at version ply + 1. */
export function eventPlyOf(text: string): number | null {
  if (!text.startsWith('{"t":"game.event"') || !text.includes('"kind":"move"')) return null;
  const version = versionOf(text);
  return version === null ? null : version - 1;
}

/** The next message on `ws` that `match` accepts, parsed. */
function nextMessage(ws: WebSocket, match: (m: ServerMessage) => boolean): Promise<ServerMessage> {
  return new Promise((resolve) => {
    const listener = (data: WebSocket.RawData) => {
      const message = JSON.parse(String(data)) as ServerMessage;
      if (!match(message)) return;
      ws.off('message', listener);
      resolve(message);
    };
    ws.on('message', listener);
  });
}

/** A played-out game is resigned; the pair meets again in a pool of its own (a time control no one else uses). */
export async function rematch(lane: Lane, tc: { initial: number; increment: number }): Promise<void> {
  const old = lane.gameId;
  lane.sockets[0].send(JSON.stringify({ t: 'resign', gameId: old }));
  const paired = lane.sockets.map((ws) => nextMessage(ws, (m) => m.t === 'paired'));
  for (const ws of lane.sockets) {
    ws.send(JSON.stringify({ t: 'unwatch', gameId: old }));
    ws.send(JSON.stringify({ t: 'seek', tc, rated: false }));
  }
  const { gameId } = (await Promise.all(paired))[0] as Extract<ServerMessage, { t: 'paired' }>;
  const views = await Promise.all(
    lane.sockets.map((ws) => {
      const full = nextMessage(ws, (m) => m.t === 'game.full' && m.game.id === gameId);
      ws.send(JSON.stringify({ t: 'watch', gameId }));
      return full as Promise<Extract<ServerMessage, { t: 'game.full' }>>;
    }),
  );
  if (views[0]!.game.you !== 'white') lane.sockets.reverse();
  lane.gameId = gameId;
}

/** The server's timings of the measured windows (KINGSIDE_PLAY_TIMINGS, over IPC), one per round. */
export function timingsWindows(child: ChildProcess, gc: ReturnType<typeof gcTrace> | null) {
  let gcFigures: GcFigures[] = [];
  return {
    open() {
      child.send({ t: 'play-timings.start' });
      gc?.open();
    },
    async close() {
      child.send({ t: 'play-timings.stop' });
      gcFigures = gc?.close() ?? [];
    },
    /** Every window's timings since the last report. */
    report: () =>
      new Promise<TimingsReport>((resolve) => {
        const listener = (message: { t?: string; report?: TimingsReport }) => {
          if (message?.t !== 'play-timings.report') return;
          child.off('message', listener);
          resolve(message.report!);
        };
        child.on('message', listener);
        child.send({ t: 'play-timings.collect' });
      }),
    /** The last window's collections (BENCH_TRACE_GC), once closed. */
    gcFigures: () => gcFigures,
  };
}
