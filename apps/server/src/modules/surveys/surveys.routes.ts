import {
  SURVEY_MESSAGES,
  SURVEYS_API,
  type SurveysPage,
  type SurveyView,
  type SurveyVoteResponse,
} from '@kingside/contract';
import { newSurveyBody, surveyParams, surveysQuery, surveyVoteParams } from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { notFound, unauthenticated } from '../../platform/errors';
import { validate } from '../../platform/http/validate';
import type { UserRow } from '../accounts';
import type { Surveys } from './surveys.service';

/** §5: a survey or option id that is not numeric names no survey: 404, like a route that does not match. */
function ids<T extends z.ZodType>(schema: T, params: unknown): z.output<T> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw notFound(SURVEY_MESSAGES.noSuchSurvey);
  return parsed.data;
}

function member(request: FastifyRequest): UserRow {
  const user = request.viewer.user;
  if (!user) throw unauthenticated(SURVEY_MESSAGES.membersOnly);
  return user;
}

/** Surveys: §7's vote, the list and one survey for anyone, creating and closing for staff (web scope). */
export function surveysRoutes(app: FastifyInstance, surveys: Surveys): void {
  app.get(SURVEYS_API.list, async (request): Promise<SurveysPage> => {
    const { before } = validate(surveysQuery, request.query);
    return surveys.page(before, request.viewer.user);
  });

  app.post(SURVEYS_API.list, async (request): Promise<SurveyView> => {
    const body = validate(newSurveyBody, request.body ?? {});
    return surveys.create(member(request), body.question, body.options, body.closesAt);
  });

  app.get('/callback/survey/:id', async (request): Promise<SurveyView> => {
    const { id } = ids(surveyParams, request.params);
    return surveys.one(id, request.viewer.user);
  });

  app.post('/callback/survey/:id/vote/:optionId', async (request): Promise<SurveyVoteResponse> => {
    const { id, optionId } = ids(surveyVoteParams, request.params);
    return surveys.vote(member(request), id, optionId);
  });

  app.post('/callback/survey/:id/close', async (request): Promise<SurveyView> => {
    const { id } = ids(surveyParams, request.params);
    return surveys.close(member(request), id);
  });
}
