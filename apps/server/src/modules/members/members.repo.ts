import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/db';
import { type MemberProfileRow, memberProfiles } from './members.tables';

export type ProfileText = Partial<Pick<MemberProfileRow, 'firstName' | 'lastName' | 'location' | 'bio'>>;

export function createMembersRepo(db: DbOrTx) {
  return {
    async find(userId: number): Promise<MemberProfileRow | null> {
      const [row] = await db.select().from(memberProfiles).where(eq(memberProfiles.userId, userId));
      return row ?? null;
    },

    /** Writes the given fields; those left out keep their value. */
    async save(userId: number, fields: ProfileText, now: Date): Promise<void> {
      await db
        .insert(memberProfiles)
        .values({ userId, ...fields, updatedAt: now })
        .onConflictDoUpdate({ target: memberProfiles.userId, set: { ...fields, updatedAt: now } });
    },
  };
}
