import type { AssignableLevel } from '@kingside/contract';
import type { DbOrTx } from '../../db/db';
import { surveyOptions, surveys, surveyVotes } from './surveys.tables';

const QUESTION = 'Which time control do you play most?';
const OPTIONS = ['Bullet', 'Blitz', 'Rapid', 'Daily'];
/** Who already voted, and for which option (by index): the moderator and staff have not, so they can try. */
const VOTES: [AssignableLevel, number][] = [
  ['basic', 1],
  ['silver', 1],
  ['gold', 2],
  ['platinum', 0],
  ['diamond', 3],
];

/** Seeds one open survey with a few votes (in the demo's transaction, so only on a fresh demo). */
export async function seedDemoSurveys(tx: DbOrTx, idOf: ReadonlyMap<AssignableLevel, number>, now: Date) {
  const [survey] = await tx
    .insert(surveys)
    .values({ question: QUESTION, createdByUserId: idOf.get('staff') ?? null, createdAt: now })
    .returning();
  const options = await tx
    .insert(surveyOptions)
    .values(OPTIONS.map((label, position) => ({ surveyId: survey!.id, label, position })))
    .returning();
  for (const [level, choice] of VOTES) {
    const userId = idOf.get(level);
    if (!userId) continue;
    await tx
      .insert(surveyVotes)
      .values({ surveyId: survey!.id, userId, optionId: options[choice]!.id, createdAt: now })
      .onConflictDoNothing();
  }
}
