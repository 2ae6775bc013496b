/** What clubs need of other modules, wired in services.ts. */

import type { ClubLiveGame } from '@kingside/contract';
import type { LiveGamesFilter } from '../play';

/** Opens a club's forum (modules/forums): a category whose writers are the club's members. */
export type ClubForumOpener = (club: { id: number; slug: string; name: string }) => Promise<string>;

/** Whether members are online or playing (play's presence), in the order asked. */
export type ClubPresence = (userIds: number[]) => Promise<('offline' | 'online' | 'playing')[]>;

/** Tells a member they were invited (modules/notifications' `notify`; never throws). */
export type ClubNotifier = (input: {
  userId: number;
  kind: 'club_invite';
  actorId: number;
  subject: string;
  data: { name: string };
}) => Promise<void>;

/** Members by username (modules/accounts). */
export interface ClubDirectory {
  findByUsername(username: string): Promise<{ userId: number; username: string } | null>;
}

/** Live games someone of a group plays, newest first (play's `liveGamesAmong`). */
export type ClubLiveGamesSource = (filter: LiveGamesFilter, limit: number) => Promise<ClubLiveGame[]>;
