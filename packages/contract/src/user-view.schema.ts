import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './locales';
import { FAIR_PLAY_AGREE_VALUES } from './user-view';

/** `/callback/user/set-fair-play-agree/{fairPlayAgree}`: §5, 1 or 0 and nothing else. */
export const fairPlayAgreeParams = z.object({ fairPlayAgree: z.enum(FAIR_PLAY_AGREE_VALUES) });

/** `POST /callback/user/content-language/set`: one of the site's languages (§2). */
export const contentLanguageBody = z.object({
  contentLanguage: z.enum([DEFAULT_LANGUAGE, ...LANGUAGE_CODES]),
});
