// The load generator of bench/request-cost.ts, in a process of its own so that the server's
// process.cpuUsage() counts the server only: asked over IPC for `amount` requests to one URL.
import autocannon from 'autocannon';

process.on('message', async ({ url, headers, amount, connections }) => {
  const result = await autocannon({ url, headers, amount, connections });
  process.send({ requests: result.requests.total, non2xx: result.non2xx, errors: result.errors });
});
process.send({ ready: true });
