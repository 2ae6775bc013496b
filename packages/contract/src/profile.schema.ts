import { z } from 'zod';
import { COUNTRY_CODES } from './countries';
import { FLAIR_CODE_PATTERN } from './flair';
import { PROFILE_LIMITS } from './profile';
import { multilineText, text } from './text.schema';

/** Blank means "none": a cleared field is stored as null. */
const optionalText = (schema: z.ZodType<string>) =>
  schema.transform((value) => value.trim() || null).optional();

/** `POST /member/{username}`: the fields the owner changes; those left out stay as they are. */
export const profileUpdateBody = z.object({
  firstName: optionalText(text(PROFILE_LIMITS.firstName)),
  lastName: optionalText(text(PROFILE_LIMITS.lastName)),
  location: optionalText(text(PROFILE_LIMITS.location)),
  bio: optionalText(multilineText(PROFILE_LIMITS.bio)),
  country: z
    .union([z.enum(COUNTRY_CODES as [string, ...string[]]), z.literal('')])
    .transform((value) => value || null)
    .optional(),
  flairCode: z
    .union([z.string().regex(FLAIR_CODE_PATTERN), z.literal('')])
    .transform((value) => value || null)
    .optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateBody>;
