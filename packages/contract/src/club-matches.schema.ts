import { z } from 'zod';
import { dailyDays, liveTimeControl, webFlag } from './challenge.schema';
import { CLUB_MATCH_BOARDS_MAX, CLUB_MATCH_NAME_MAX } from './club-matches';
import { clubParams } from './clubs.schema';
import { text } from './text.schema';

/** A match id in a path: digits only (§2), within an int4. */
export const clubMatchParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

const rating = z.number().int().min(100).max(3500);
const slug = clubParams.shape.slug;

/** A live match has `timeControl`, a daily one `days`; a rating window, when given, is not empty. */
export const proposeClubMatchBody = z
  .object({
    homeClub: slug,
    awayClub: slug,
    name: text(CLUB_MATCH_NAME_MAX).trim().min(3),
    boards: z.number().int().min(1).max(CLUB_MATCH_BOARDS_MAX),
    timeControl: liveTimeControl.optional(),
    days: dailyDays.optional(),
    rated: webFlag.default(true),
    minRating: rating.optional(),
    maxRating: rating.optional(),
    startsAt: z.string().datetime({ offset: true }),
  })
  .refine((b) => (b.days === undefined) !== (b.timeControl === undefined), {
    message: 'give either a time control or days per move',
    path: ['timeControl'],
  })
  .refine((b) => b.minRating === undefined || b.maxRating === undefined || b.minRating <= b.maxRating, {
    message: 'must not be above the maximum',
    path: ['minRating'],
  });
