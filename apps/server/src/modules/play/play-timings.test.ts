import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { GameWrite } from './game-state';
import { createPlayTimings, type TimingsReport, timedColumns } from './play-timings';

describe('timedColumns', () => {
  it('gives back every move pushed, in order, past its first allocation', () => {
    const columns = timedColumns();
    const count = 40_000;
    for (let i = 0; i < count; i++) columns.push(`g${i % 7}`, i, i + 0.25, i + 0.5, i + 0.75, i + 1.125);
    const moves = columns.drain();
    expect(moves).toHaveLength(count);
    expect(moves[0]).toEqual(['g0', 0, 0.25, 0.5, 0.75, 1.125]);
    expect(moves[count - 1]).toEqual([
      `g${(count - 1) % 7}`,
      count - 1,
      count - 0.75,
      count - 0.5,
      count - 0.25,
      count + 0.125,
    ]);
    expect(moves.every((m, i) => m[1] === i && m[0] === `g${i % 7}`)).toBe(true);
  });

  it('starts empty again once drained', () => {
    const columns = timedColumns();
    columns.push('a', 1, 2, 3, 4, 5);
    columns.drain();
    columns.push('b', 6, 7, 8, 9, 10);
    expect(columns.drain()).toEqual([['b', 6, 7, 8, 9, 10]]);
  });
});

describe('createPlayTimings', () => {
  /** A bench's channel to the server: what it is told, and the reports it gets back. */
  function bench() {
    const reports: TimingsReport[] = [];
    const channel = Object.assign(new EventEmitter(), {
      send: (message: { report: TimingsReport }) => reports.push(message.report),
    });
    const timings = createPlayTimings(channel);
    const tell = (t: string) => channel.emit('message', { t: `play-timings.${t}` });
    /** A move written at `version`: enqueued, batched, committed, its event framed at the next version. */
    const move = async (version: number) => {
      const write = { gameId: 'g1', version, patch: {}, events: [] } as unknown as GameWrite;
      timings.enqueued(write);
      timings.batchStarted([write]);
      timings.committed([write]);
      timings.framed('g1', version + 1);
      await new Promise((resolve) => process.nextTick(resolve));
    };
    return { reports, tell, move };
  }

  it('reports the moves of every window since the last report, each window apart, and none between them', async () => {
    const { reports, tell, move } = bench();
    await move(0);
    tell('start');
    await move(4);
    tell('stop');
    await move(8);
    tell('start');
    await move(12);
    // One move in four is timed, by version.
    await move(13);
    tell('stop');
    tell('collect');
    expect(reports).toHaveLength(1);
    const [report] = reports;
    expect(report!.moves.map(([gameId, version]) => [gameId, version])).toEqual([
      ['g1', 5],
      ['g1', 13],
    ]);
    expect(report!.windows).toHaveLength(2);
    const [first, second] = report!.windows;
    expect(first!.span[0]).toBeLessThanOrEqual(first!.span[1]);
    expect(first!.span[1]).toBeLessThanOrEqual(second!.span[0]);
    for (const window of report!.windows)
      expect(Object.keys(window.loopDelay)).toEqual(['p50', 'p99', 'max', 'mean']);
    tell('collect');
    expect(reports[1]).toMatchObject({ moves: [], windows: [], gc: [] });
  });

  it('times a move only once its window is open, from its enqueueing', async () => {
    const { reports, tell, move } = bench();
    tell('stop');
    tell('start');
    tell('start');
    await move(16);
    tell('stop');
    tell('collect');
    expect(reports[0]!.windows).toHaveLength(1);
    const [[, , enqueued, started, committed, written]] = reports[0]!.moves as [
      TimingsReport['moves'][number],
    ];
    expect(enqueued).toBeLessThanOrEqual(started);
    expect(started).toBeLessThanOrEqual(committed);
    expect(committed).toBeLessThanOrEqual(written);
  });
});
