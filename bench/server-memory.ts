// The server's resident memory as the benches read it: after a full garbage collection, so startup
// garbage does not blur the figure.
import { rssOf } from '../apps/server/src/modules/play/live-server.fixture';

/** Node flags that let the bench collect garbage in a child (SIGUSR2 → `gc()`). */
export const GC_ON_SIGNAL = [
  '--expose-gc',
  '--import',
  'data:text/javascript,process.on("SIGUSR2",()=>globalThis.gc())',
];

export async function settledRss(pid: number): Promise<number> {
  process.kill(pid, 'SIGUSR2');
  await new Promise((r) => setTimeout(r, 500));
  return rssOf(pid);
}
