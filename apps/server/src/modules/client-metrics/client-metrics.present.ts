import type { ClientErrorsPage } from '@kingside/contract';
import type { ClientErrorWithUser } from './client-metrics.repo';

export function presentClientErrors(rows: ClientErrorWithUser[], more: boolean): ClientErrorsPage {
  return {
    reports: rows.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      status: row.status,
      method: row.method,
      url: row.url,
      requestId: row.requestId,
      username: row.username,
      guestId: row.guestId,
      userAgent: row.userAgent,
      message: row.message,
    })),
    nextBefore: more ? (rows.at(-1)?.id ?? null) : null,
  };
}
