import { z } from 'zod';
import { CLIENT_METRICS } from './client-metrics';
import { multilineText, text } from './text.schema';

/** `POST /callback/client-metrics`: unknown fields (a body, headers) are dropped, never stored. */
export const clientErrorReportRequest = z.object({
  // Coerced: beacons send a form (URL-encoded strings), the only body type every browser beacons.
  status: z.coerce.number().int().min(400).max(599),
  method: z
    .string()
    .transform((method) => method.toUpperCase())
    .pipe(z.enum(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])),
  url: text(CLIENT_METRICS.maxUrlLength).min(1),
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .nullish(),
  message: multilineText(CLIENT_METRICS.maxMessageLength).nullish(),
});

/** `GET /callback/staff/client-errors?before=…`. */
export const clientErrorsQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
});
