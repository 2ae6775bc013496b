import { z } from 'zod';
import { SURVEY_OPTION_MAX, SURVEY_OPTIONS_MAX, SURVEY_OPTIONS_MIN, SURVEY_QUESTION_MAX } from './surveys';
import { text } from './text.schema';

/** §5: numeric ids; a route given anything else answers 404 (the route's params do not match). */
const numericId = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(2_147_483_647));

export const surveyParams = z.object({ id: numericId });
export const surveyVoteParams = z.object({ id: numericId, optionId: numericId });
export const surveysQuery = z.object({
  before: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export const newSurveyBody = z.object({
  question: text(SURVEY_QUESTION_MAX).trim().min(1),
  options: z.array(text(SURVEY_OPTION_MAX).trim().min(1)).min(SURVEY_OPTIONS_MIN).max(SURVEY_OPTIONS_MAX),
  closesAt: z
    .string()
    .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d{1,3})?)?Z$/, 'must be an ISO instant')
    .optional(),
});
