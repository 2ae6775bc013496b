import { z } from 'zod';
import { LEAGUES } from './leagues';
import { text } from './text.schema';

/** §2: a league is word characters, a division at least 6; anything else names no division (404). */
export const divisionParams = z.object({
  league: z.enum(LEAGUES),
  division: z.string().regex(/^\w{6,40}$/),
});

export const leagueMemberParams = z.object({ username: text(64).min(1) });
