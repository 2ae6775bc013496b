import { randomBytes } from 'node:crypto';
import { ASSIGNABLE_LEVELS, type AssignableLevel } from '@kingside/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import { appMeta } from '../../platform/meta.tables';
import type { StoredVideo } from '../../platform/uploads';
import type { PasswordHasher } from '../accounts';
import { users } from '../accounts/accounts.tables';
import { seedDemoClubMatches, seedDemoClubs } from '../clubs';
import { seedDemoContent, seedDemoVideos } from '../content';
import { openClubForum, seedDemoForums } from '../forums';
import { seedDemoLeagues } from '../leagues';
import { seedDemoLessons } from '../lessons';
import { DEMO_PROFILES, seedDemoProfiles } from '../members';
import { seedDemoMessages } from '../messages';
import { seedDemoReports } from '../moderation';
import { seedDemoNotifications } from '../notifications';
import { seedDemoComputerGames, seedDemoDailyGames, seedDemoGames } from '../play';
import { seedDemoPuzzles } from '../puzzles';
import { seedDemoRelations } from '../relations';
import { seedDemoThemeChoices } from '../settings';
import { seedDemoSurveys } from '../surveys';
import { demoThemeChoices } from '../themes';
import { seedDemoClubTournament, seedDemoTournaments } from '../tournaments';

export interface DemoAccount {
  username: string;
  password: string;
  level: AssignableLevel;
}

export interface DemoResult {
  accounts: DemoAccount[];
  articles: number;
}

const SEEDED_KEY = 'demo_seeded';

export function demoUsername(level: AssignableLevel): string {
  return `demo_${level}`;
}

/**
 * One demo account per tier and role, random passwords shown once, never stored in clear; a few
 * friendships and follows among them, and two open reports for the moderator.
 */
export function createDemoService(deps: {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  /** Draws the new demo members' avatars once their rows have committed (modules/members). */
  avatars?: (members: { userId: number; username: string }[]) => Promise<void>;
  /** Stores the demo video file (modules/content), before the seeding's transaction. */
  demoVideo?: () => Promise<StoredVideo | null>;
}) {
  return {
    async isDatabaseEmpty(): Promise<boolean> {
      const [row] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(users);
      return Number(row?.n ?? 0) === 0;
    },

    /** Null when already seeded: the marker row and the data commit together, so seeding happens once. */
    async seed(options: { force?: boolean } = {}): Promise<DemoResult | null> {
      const accounts = ASSIGNABLE_LEVELS.map((level) => ({
        username: demoUsername(level),
        password: randomBytes(12).toString('base64url'),
        level,
      }));
      // Hashing is slow and must not hold the (PGlite-wide) transaction lock.
      const hashes = await Promise.all(accounts.map((a) => deps.hasher.hash(a.password)));
      // Nor must writing a file.
      const videoFile = (await deps.demoVideo?.()) ?? null;
      const now = deps.clock.now();
      const seeded = await deps.db.transaction(async (tx) => {
        const marked = await tx
          .insert(appMeta)
          .values({ key: SEEDED_KEY, value: { at: now.toISOString() }, updatedAt: now })
          .onConflictDoNothing()
          .returning({ key: appMeta.key });
        if (marked.length === 0 && !options.force) return null;
        const created: (DemoAccount & { userId: number })[] = [];
        const idOf = new Map<AssignableLevel, number>();
        for (const [i, account] of accounts.entries()) {
          const isRole = account.level === 'moderator' || account.level === 'staff';
          const { country, flairCode } = DEMO_PROFILES[account.level];
          const [row] = await tx
            .insert(users)
            .values({
              username: account.username,
              usernameKey: account.username,
              email: `${account.username}@demo.kingside.invalid`,
              emailKey: `${account.username}@demo.kingside.invalid`,
              passwordHash: hashes[i]!,
              tier: isRole ? 'basic' : account.level,
              role: isRole ? account.level : null,
              isActivated: true,
              country,
              flairCode,
              createdAt: now,
              updatedAt: now,
            })
            .onConflictDoNothing()
            .returning();
          if (!row) continue;
          created.push({ ...account, userId: row.userId });
          idOf.set(account.level, row.userId);
        }
        await seedDemoRelations(tx, idOf, now);
        const articles = await seedDemoContent(tx, idOf, now);
        await seedDemoVideos(tx, idOf, now, videoFile);
        await seedDemoReports(tx, idOf, now);
        await seedDemoNotifications(tx, idOf, now);
        await seedDemoProfiles(tx, idOf, now);
        await seedDemoMessages(tx, idOf, now);
        await seedDemoForums(tx, idOf, now);
        await seedDemoSurveys(tx, idOf, now);
        await seedDemoTournaments(tx, idOf, now);
        const clubs = await seedDemoClubs(tx, idOf, now, (db, club) => openClubForum(db, club, now));
        await seedDemoClubTournament(tx, clubs.get('knights-of-the-square'), now);
        const members = new Map(created.map((c) => [c.level, { userId: c.userId, username: c.username }]));
        const played = await seedDemoGames(tx, members, now);
        await seedDemoClubMatches(tx, idOf, now, played);
        await seedDemoComputerGames(tx, members, now);
        await seedDemoThemeChoices(tx, demoThemeChoices(idOf), now);
        await seedDemoDailyGames(tx, idOf, now);
        await seedDemoPuzzles(tx, now);
        await seedDemoLessons(tx, idOf, now);
        await seedDemoLeagues(tx, idOf, now);
        return { created, articles };
      });
      if (!seeded) return null;
      // Rendering images must not hold the (PGlite-wide) transaction lock either.
      await deps.avatars?.(seeded.created);
      return {
        accounts: seeded.created.map(({ userId: _userId, ...account }) => account),
        articles: seeded.articles,
      };
    },
  };
}

export type DemoService = ReturnType<typeof createDemoService>;
