// One route under load with autocannon, as the HTTP benches measure each side of a ratio: its
// requests/s, p99 and the server's CPU time per request.
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { cpuTimeUs } from './child-server';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 4);
export const CONNECTIONS = 10;

export interface Figures {
  name: string;
  rps: number;
  p99: number;
  /** Server CPU time per request, µs: unlike req/s, hardly moved by other load on the machine. */
  cpuUs: number;
}

export async function measure(
  name: string,
  server: ChildProcess,
  url: string,
  headers: Record<string, string> = {},
): Promise<Figures> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers }); // warm-up
  const cpuBefore = cpuTimeUs(server.pid!);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  const cpuUs = (cpuTimeUs(server.pid!) - cpuBefore) / result.requests.total;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { name, rps: result.requests.average, p99: result.latency.p99, cpuUs };
}
