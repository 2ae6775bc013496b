import type { Speed } from '@kingside/contract';
import type { Db } from '../../db/db';
import type { Bus } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import type { UserRow } from '../accounts';
import type { ArenaGames } from './arena-runner';

/** What the tournaments service is built with (services.ts). */
export interface TournamentsDeps {
  db: Db;
  clock: Clock;
  bus: Bus;
  logger: Logger;
  games: ArenaGames;
  /** A member's rating for a speed now (modules/play). */
  rating(userId: number, speed: Speed): Promise<number>;
  usernames(userIds: number[]): Promise<Map<number, string>>;
  /** Clubs (modules/clubs), late-bound: built after tournaments. */
  clubs(): TournamentClubs;
}

/** What tournaments need of clubs. */
export interface TournamentClubs {
  /** The club, once `user` is shown to be its owner or an admin (clubs' own 404/403 otherwise). */
  hostedBy(slug: string, user: UserRow): Promise<{ id: number; slug: string; name: string }>;
  /** The clubs the member owns or administers (the clubs they may host a tournament for). */
  hostableBy(userId: number): Promise<{ slug: string; name: string }[]>;
  /** The club with this slug, or null. */
  bySlug(slug: string): Promise<{ id: number; slug: string; name: string } | null>;
  byId(clubId: number): Promise<{ slug: string; name: string } | null>;
  isMember(clubId: number, userId: number): Promise<boolean>;
}
