// The server side of the friends search bench, in a process of its own as a deployed server is: the
// world of friends-search-setup.ts (the app on a fresh database, listening on loopback), and the bare
// query run and timed here, beside the app's database, when the bench asks for it over IPC. So the
// bench's client (its HTTP, its JSON parsing, its garbage) never runs on the server's thread.
import { performance } from 'node:perf_hooks';
import { bareAutocomplete, bareQueryFriends, withWorld } from './friends-search-setup';

/** What the bench asks of this process: one bare query (answered with its ms), or the end. */
export type ChildRequest = { bare: 'QueryFriends' | 'Autocomplete'; i: number } | { stop: true };
/** What this process tells the bench. */
export type ChildMessage =
  | { ready: { port: number; token: string; uuids: string[]; prefixes: string[] } }
  | { ms: number };

const send = (message: ChildMessage) => process.send!(message);

await withWorld(
  process.env.BENCH_FRIENDS_DATABASE_URL || null,
  async ({ db, callerId, uuids, prefixes, port, token }) => {
    const stopped = new Promise<void>((resolve) => {
      process.on('message', async (request: ChildRequest) => {
        if ('stop' in request) return resolve();
        const started = performance.now();
        if (request.bare === 'QueryFriends') await bareQueryFriends(db, uuids[request.i % uuids.length]!);
        else await bareAutocomplete(db, callerId, prefixes[request.i % prefixes.length]!);
        send({ ms: performance.now() - started });
      });
    });
    send({ ready: { port, token, uuids, prefixes } });
    await stopped;
  },
);
process.disconnect();
