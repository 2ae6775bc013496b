import { z } from 'zod';
import { YEAR_CARDS } from './stats';
import { text } from './text.schema';

/** `/callback/stats/{username}`, `/can-access/{username}/year-in-chess`. */
export const statsMemberParams = z.object({ username: text(64).min(1) });

/** `/callback/year-in-chess/{username}/{year}`: a year from the first games to the far future. */
export const yearParams = statsMemberParams.extend({
  year: z
    .string()
    .regex(/^(19|20|21)\d{2}$/, 'must be a year')
    .transform(Number),
});

export const yearCardParams = yearParams.extend({ card: z.enum(YEAR_CARDS) });

/** `GET /callback/user/get-item/{item}`: any short text; names §7 does not list are refused by the service (400 `unknown_item`). */
export const getItemParams = z.object({ item: text(64).min(1) });

/** `POST /callback/user/set-item` (§7): one of USER_ITEMS; any other name is refused by the service (400 `unknown_item`). */
export const setItemRequest = z.object({ item: text(64).min(1) });
