import { z } from 'zod';

/** `GET /callback/notifications?cursor=…`: the cursor is the `nextCursor` of the page before. */
export const notificationsQuery = z.object({
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, 'must be a cursor from the page before')
    .optional(),
});

/** `POST /callback/notifications/{id}/read` */
export const notificationTarget = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, 'must be a notification id')
    .transform(Number),
});
