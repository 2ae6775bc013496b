import { z } from 'zod';
import { STAFF_CLOSURES } from './staff';

/** `POST /callback/staff/users/{username}/close`. */
export const staffCloseRequest = z.object({ reason: z.enum(STAFF_CLOSURES) });

/** `GET /callback/staff/audit?before=…`. */
export const auditQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
});
