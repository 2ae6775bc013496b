import {
  isAtLeast,
  SURVEY_MESSAGES,
  SURVEYS_PAGE,
  type SurveysPage,
  type SurveyView,
  type SurveyVoteResponse,
} from '@kingside/contract';
import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import { levelOf, type UserRow } from '../accounts';
import { createSurveysRepo, type SurveyRow } from './surveys.repo';

const isStaff = (user: UserRow | null) => Boolean(user && isAtLeast(levelOf(user), 'staff'));

/**
 * Surveys: staff ask a question with options; each member votes once (the votes' primary key holds
 * the rule under concurrent requests); results are shown to those who voted, and to all once closed.
 */
export function createSurveys(deps: { db: Db; clock: Clock }) {
  const repo = createSurveysRepo(deps.db);
  const isOpen = (row: SurveyRow, now: Date) => !row.closedAt && !(row.closesAt && row.closesAt <= now);

  async function present(rows: SurveyRow[], me: UserRow | null): Promise<SurveyView[]> {
    const ids = rows.map((row) => row.id);
    const [options, counts, mine] = await Promise.all([
      repo.options(ids),
      repo.counts(ids),
      me ? repo.myVotes(ids, me.userId) : new Map<number, number>(),
    ]);
    const now = deps.clock.now();
    return rows.map((row) => {
      const open = isOpen(row, now);
      const myVote = mine.get(row.id) ?? null;
      const shown = !open || myVote !== null;
      const own = options.filter((option) => option.surveyId === row.id);
      return {
        id: row.id,
        question: row.question,
        options: own.map((option) => ({
          id: option.id,
          label: option.label,
          votes: shown ? (counts.get(option.id) ?? 0) : null,
        })),
        open,
        closesAt: row.closesAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        myVote,
        totalVotes: shown ? own.reduce((sum, option) => sum + (counts.get(option.id) ?? 0), 0) : null,
      };
    });
  }

  async function one(id: number, me: UserRow | null): Promise<SurveyView> {
    const row = await repo.find(id);
    if (!row) throw notFound(SURVEY_MESSAGES.noSuchSurvey);
    return (await present([row], me))[0]!;
  }

  return {
    async page(before: number | undefined, me: UserRow | null): Promise<SurveysPage> {
      const rows = await repo.page(before, SURVEYS_PAGE + 1);
      const page = rows.slice(0, SURVEYS_PAGE);
      return {
        surveys: await present(page, me),
        nextCursor: rows.length > SURVEYS_PAGE ? (page.at(-1)?.id ?? null) : null,
        canManage: isStaff(me),
      };
    },

    one,

    async create(me: UserRow, question: string, options: string[], closesAt: string | undefined) {
      if (!isStaff(me)) throw forbidden(SURVEY_MESSAGES.staffOnly);
      const row = await repo.create(
        {
          question,
          createdByUserId: me.userId,
          createdAt: deps.clock.now(),
          closesAt: closesAt ? new Date(closesAt) : null,
        },
        options,
      );
      return one(row.id, me);
    },

    async vote(me: UserRow, id: number, optionId: number): Promise<SurveyVoteResponse> {
      const row = await repo.find(id);
      if (!row) throw notFound(SURVEY_MESSAGES.noSuchSurvey);
      const options = await repo.options([id]);
      if (!options.some((option) => option.id === optionId)) throw notFound(SURVEY_MESSAGES.noSuchOption);
      if (!isOpen(row, deps.clock.now()))
        throw new AppError('survey_closed', 409, SURVEY_MESSAGES.survey_closed);
      const stored = await repo.vote(id, me.userId, optionId, deps.clock.now());
      if (!stored) throw conflict('survey_already_voted', SURVEY_MESSAGES.survey_already_voted);
      return { ok: true, message: SURVEY_MESSAGES.voted, survey: await one(id, me) };
    },

    async close(me: UserRow, id: number): Promise<SurveyView> {
      if (!isStaff(me)) throw forbidden(SURVEY_MESSAGES.staffOnly);
      const row = await repo.find(id);
      if (!row) throw notFound(SURVEY_MESSAGES.noSuchSurvey);
      if (!row.closedAt) await repo.close(id, deps.clock.now());
      return one(id, me);
    },
  };
}

export type Surveys = ReturnType<typeof createSurveys>;
