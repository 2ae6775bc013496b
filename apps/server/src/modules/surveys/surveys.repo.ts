import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { surveyOptions, surveys, surveyVotes } from './surveys.tables';

export type SurveyRow = typeof surveys.$inferSelect;
export type OptionRow = typeof surveyOptions.$inferSelect;

export function createSurveysRepo(db: Db) {
  return {
    async page(before: number | undefined, limit: number): Promise<SurveyRow[]> {
      return db
        .select()
        .from(surveys)
        .where(before === undefined ? undefined : lt(surveys.id, before))
        .orderBy(desc(surveys.id))
        .limit(limit);
    },

    async find(id: number): Promise<SurveyRow | null> {
      const [row] = await db.select().from(surveys).where(eq(surveys.id, id));
      return row ?? null;
    },

    async options(surveyIds: number[]): Promise<OptionRow[]> {
      if (surveyIds.length === 0) return [];
      return db
        .select()
        .from(surveyOptions)
        .where(inArray(surveyOptions.surveyId, surveyIds))
        .orderBy(asc(surveyOptions.surveyId), asc(surveyOptions.position));
    },

    /** Votes per option of the surveys. */
    async counts(surveyIds: number[]): Promise<Map<number, number>> {
      if (surveyIds.length === 0) return new Map();
      const rows = await db
        .select({ optionId: surveyVotes.optionId, n: sql<number>`count(*)::int` })
        .from(surveyVotes)
        .where(inArray(surveyVotes.surveyId, surveyIds))
        .groupBy(surveyVotes.optionId);
      return new Map(rows.map((row) => [row.optionId, Number(row.n)]));
    },

    /** The member's choice in each of the surveys. */
    async myVotes(surveyIds: number[], userId: number): Promise<Map<number, number>> {
      if (surveyIds.length === 0) return new Map();
      const rows = await db
        .select({ surveyId: surveyVotes.surveyId, optionId: surveyVotes.optionId })
        .from(surveyVotes)
        .where(and(inArray(surveyVotes.surveyId, surveyIds), eq(surveyVotes.userId, userId)));
      return new Map(rows.map((row) => [row.surveyId, row.optionId]));
    },

    create(
      values: { question: string; createdByUserId: number; createdAt: Date; closesAt: Date | null },
      labels: string[],
    ) {
      return db.transaction(async (tx) => {
        const [survey] = await tx.insert(surveys).values(values).returning();
        await tx
          .insert(surveyOptions)
          .values(labels.map((label, position) => ({ surveyId: survey!.id, label, position })));
        return survey!;
      });
    },

    /** True when this vote was stored; false when the member had already voted (the key refused it). */
    async vote(surveyId: number, userId: number, optionId: number, at: Date): Promise<boolean> {
      const stored = await db
        .insert(surveyVotes)
        .values({ surveyId, userId, optionId, createdAt: at })
        .onConflictDoNothing()
        .returning({ surveyId: surveyVotes.surveyId });
      return stored.length === 1;
    },

    async close(id: number, at: Date): Promise<void> {
      await db.update(surveys).set({ closedAt: at }).where(eq(surveys.id, id));
    },
  };
}
