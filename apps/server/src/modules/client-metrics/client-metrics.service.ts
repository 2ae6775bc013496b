import { CLIENT_METRICS, type ClientErrorReport, redactSecrets } from '@kingside/contract';
import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import { type ClientErrorWithUser, createClientMetricsRepo } from './client-metrics.repo';

const DAY_MS = 24 * 60 * 60_000;
const MAX_USER_AGENT = 256;

/** Who sent a report, as the session says: never taken from the report itself. */
export interface Reporter {
  userId: number | null;
  guestId: string | null;
  userAgent: string | undefined;
}

/** A URL as stored: path and query (secrets redacted), the host only when it is not ours. */
function storedUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw, 'http://same.invalid');
  } catch {
    return redactSecrets(raw);
  }
  const where = url.host === 'same.invalid' ? '' : `${url.protocol}//${url.host}`;
  return redactSecrets(`${where}${url.pathname}${url.search}`);
}

export function createClientMetrics(deps: { db: Db; clock: Clock }) {
  const repo = createClientMetricsRepo(deps.db);
  return {
    async record(report: ClientErrorReport, reporter: Reporter): Promise<void> {
      await repo.insert({
        createdAt: deps.clock.now(),
        status: report.status,
        method: report.method,
        url: storedUrl(report.url),
        requestId: report.requestId ?? null,
        userId: reporter.userId,
        guestId: reporter.userId === null ? reporter.guestId : null,
        userAgent: reporter.userAgent ? reporter.userAgent.slice(0, MAX_USER_AGENT) : null,
        message: report.message ? redactSecrets(report.message) : null,
      });
    },

    /** One more than a page is read, to know whether there is a next one. */
    async page(before: number | undefined): Promise<{ rows: ClientErrorWithUser[]; more: boolean }> {
      const rows = await repo.page(before, CLIENT_METRICS.pageSize + 1);
      return { rows: rows.slice(0, CLIENT_METRICS.pageSize), more: rows.length > CLIENT_METRICS.pageSize };
    },

    /** Reports are kept a fixed time (§7): the sweep deletes the older ones. */
    deleteExpired(): Promise<number> {
      return repo.deleteOlderThan(
        new Date(deps.clock.now().getTime() - CLIENT_METRICS.retentionDays * DAY_MS),
      );
    },
  };
}

export type ClientMetrics = ReturnType<typeof createClientMetrics>;
