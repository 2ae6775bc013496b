import {
  CLUB_MEMBERS_PAGE,
  CLUB_MESSAGES,
  CLUB_NEWS_SHOWN,
  CLUBS_PAGE,
  type ClubActionResponse,
  type ClubJoinPolicy,
  type ClubMembersPage,
  type ClubSummary,
  type ClubsPage,
  type ClubView,
} from '@kingside/contract';
import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { MARKDOWN_RENDERER_VERSION, renderMarkdown } from '../../platform/markdown';
import type { UserRow } from '../accounts';
import { createClubLiveGames } from './club-live-games';
import type {
  ClubDirectory,
  ClubForumOpener,
  ClubLiveGamesSource,
  ClubNotifier,
  ClubPresence,
} from './clubs.ports';
import { clubForumSlug, presentClub, presentNews } from './clubs.present';
import { type ClubRow, createClubsRepo } from './clubs.repo';

export interface ClubsDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  members: ClubDirectory;
  openForum: ClubForumOpener;
  presence: ClubPresence;
  notify: ClubNotifier;
  liveGames: ClubLiveGamesSource;
}

const said = (message: string): ClubActionResponse => ({ ok: true, message });

/**
 * Clubs: founded by a member (its owner), joined at once when open, by an admin's yes when by
 * request (an invitation lets one in directly); admins invite, accept and post news; the owner names
 * admins and cannot leave. Each club has a forum of its own, written in by its members.
 */
export function createClubs(deps: ClubsDeps) {
  const repo = createClubsRepo(deps.db);

  async function club(slug: string): Promise<ClubRow> {
    const row = await repo.bySlug(slug);
    if (!row) throw notFound(CLUB_MESSAGES.noSuchClub);
    return row;
  }

  async function admin(row: ClubRow, me: UserRow) {
    const membership = await repo.membership(row.id, me.userId);
    if (!membership) throw new AppError('club_not_member', 403, CLUB_MESSAGES.club_not_member);
    if (membership.role === 'member') throw new AppError('club_not_admin', 403, CLUB_MESSAGES.club_not_admin);
    return membership;
  }

  async function someone(username: string) {
    const user = await deps.members.findByUsername(username);
    if (!user) throw notFound(CLUB_MESSAGES.noSuchMember(username));
    return user;
  }

  return {
    repo,
    /** Members' live games now, for the club page: `(slug, viewerId)`. */
    liveGames: createClubLiveGames(deps),

    async page(after: number | undefined): Promise<ClubsPage> {
      const rows = await repo.page(after, CLUBS_PAGE + 1);
      const page = rows.slice(0, CLUBS_PAGE);
      return {
        clubs: page.map(presentClub),
        nextCursor: rows.length > CLUBS_PAGE ? (page.at(-1)?.id ?? null) : null,
      };
    },

    async create(
      me: UserRow,
      input: {
        name: string;
        slug: string;
        description: string;
        country?: string;
        joinPolicy: ClubJoinPolicy;
      },
    ): Promise<ClubView> {
      const now = deps.clock.now();
      const row = await repo.create(
        {
          slug: input.slug,
          name: input.name,
          description: input.description,
          country: input.country ?? null,
          joinPolicy: input.joinPolicy,
          createdAt: now,
          lastActivityAt: now,
        },
        me.userId,
      );
      if (!row) throw conflict('club_slug_taken', CLUB_MESSAGES.club_slug_taken, 'slug');
      await deps.openForum({ id: row.id, slug: row.slug, name: row.name });
      return this.view(row.slug, me);
    },

    async view(slug: string, me: UserRow | null): Promise<ClubView> {
      const row = await club(slug);
      const [membership, pending, news] = await Promise.all([
        me ? repo.membership(row.id, me.userId) : null,
        me ? repo.pending(row.id, me.userId) : null,
        repo.news(row.id, CLUB_NEWS_SHOWN),
      ]);
      const isAdmin = membership !== null && membership.role !== 'member';
      return {
        ...presentClub(row),
        description: row.description,
        createdAt: row.createdAt.toISOString(),
        myRole: membership?.role ?? null,
        pending: pending?.kind ?? null,
        forumSlug: clubForumSlug(row.slug),
        news: news.map(presentNews),
        requests: isAdmin ? await repo.requests(row.id) : [],
      };
    },

    async members(slug: string, after: number | undefined): Promise<ClubMembersPage> {
      const row = await club(slug);
      const rows = await repo.members(row.id, after, CLUB_MEMBERS_PAGE + 1);
      const page = rows.slice(0, CLUB_MEMBERS_PAGE);
      const presence = await deps
        .presence(page.map((m) => m.userId))
        .catch(() => page.map(() => 'offline' as const));
      return {
        members: page.map((m, i) => ({
          userId: m.userId,
          username: m.username,
          avatarUrl: m.avatarUrl,
          role: m.role,
          rating: m.rating ?? null,
          presence: presence[i] ?? 'offline',
          joinedAt: m.joinedAt.toISOString(),
        })),
        nextCursor: rows.length > CLUB_MEMBERS_PAGE ? (page.at(-1)?.userId ?? null) : null,
      };
    },

    async join(me: UserRow, slug: string): Promise<ClubActionResponse> {
      const row = await club(slug);
      if (await repo.membership(row.id, me.userId))
        throw conflict('club_already_member', CLUB_MESSAGES.club_already_member);
      const pending = await repo.pending(row.id, me.userId);
      if (row.joinPolicy === 'open' || pending?.kind === 'invite') {
        if (!(await repo.join(row.id, me.userId, deps.clock.now())))
          throw conflict('club_already_member', CLUB_MESSAGES.club_already_member);
        return said(CLUB_MESSAGES.joined);
      }
      if (pending) throw conflict('club_request_pending', CLUB_MESSAGES.club_request_pending);
      await repo.setPending(row.id, me.userId, 'request', me.userId, deps.clock.now());
      return said(CLUB_MESSAGES.requested);
    },

    async leave(me: UserRow, slug: string): Promise<ClubActionResponse> {
      const row = await club(slug);
      const membership = await repo.membership(row.id, me.userId);
      if (!membership) throw new AppError('club_not_member', 403, CLUB_MESSAGES.club_not_member);
      if (membership.role === 'owner') throw conflict('club_owner_stays', CLUB_MESSAGES.club_owner_stays);
      await repo.leave(row.id, me.userId);
      return said(CLUB_MESSAGES.left);
    },

    async invite(me: UserRow, slug: string, username: string): Promise<ClubActionResponse> {
      const row = await club(slug);
      await admin(row, me);
      const them = await someone(username);
      if (await repo.membership(row.id, them.userId))
        throw conflict('club_already_member', CLUB_MESSAGES.club_already_member);
      const pending = await repo.pending(row.id, them.userId);
      // They asked already: the invitation is the yes.
      if (pending?.kind === 'request') {
        await repo.join(row.id, them.userId, deps.clock.now());
        return said(CLUB_MESSAGES.accepted(them.username));
      }
      await repo.setPending(row.id, them.userId, 'invite', me.userId, deps.clock.now());
      void deps.notify({
        userId: them.userId,
        kind: 'club_invite',
        actorId: me.userId,
        subject: row.slug,
        data: { name: row.name },
      });
      return said(CLUB_MESSAGES.invited(them.username));
    },

    async accept(me: UserRow, slug: string, username: string): Promise<ClubActionResponse> {
      const row = await club(slug);
      await admin(row, me);
      const them = await someone(username);
      const pending = await repo.pending(row.id, them.userId);
      if (pending?.kind !== 'request') throw conflict('club_invite_only', CLUB_MESSAGES.club_invite_only);
      await repo.join(row.id, them.userId, deps.clock.now());
      return said(CLUB_MESSAGES.accepted(them.username));
    },

    async setRole(me: UserRow, slug: string, username: string, role: 'admin' | 'member') {
      const row = await club(slug);
      const mine = await admin(row, me);
      if (mine.role !== 'owner') throw new AppError('club_not_admin', 403, CLUB_MESSAGES.club_not_admin);
      const them = await someone(username);
      const theirs = await repo.membership(row.id, them.userId);
      if (!theirs) throw new AppError('club_not_member', 403, CLUB_MESSAGES.club_not_member);
      if (theirs.role === 'owner') throw conflict('club_owner_stays', CLUB_MESSAGES.club_owner_stays);
      await repo.setRole(row.id, them.userId, role);
      return said(CLUB_MESSAGES.roleSet(them.username, role));
    },

    async postNews(me: UserRow, slug: string, title: string, body: string): Promise<ClubActionResponse> {
      const row = await club(slug);
      await admin(row, me);
      await repo.addNews({
        clubId: row.id,
        authorId: me.userId,
        title,
        body,
        html: renderMarkdown(body, { profile: 'document' }),
        htmlVersion: MARKDOWN_RENDERER_VERSION,
        createdAt: deps.clock.now(),
      });
      return said(CLUB_MESSAGES.posted);
    },

    /** Refuses anyone but the club's admins (its avatar route asks before reading the image). */
    async mayManage(me: UserRow, slug: string): Promise<void> {
      await admin(await club(slug), me);
    },

    async setAvatar(slug: string, avatarUrl: string): Promise<void> {
      await repo.setAvatar((await club(slug)).id, avatarUrl, deps.clock.now());
    },

    async clubsOf(username: string): Promise<ClubSummary[]> {
      const them = await someone(username);
      return (await repo.clubsOf(them.userId)).map((r) => presentClub(r.club));
    },

    /** What the published-data API shows (modules/public-api's PubClubSource). */
    pubSource: {
      club: async (slug: string) => {
        const row = await repo.bySlug(slug);
        if (!row) return null;
        const [admins, averageRating] = await Promise.all([repo.admins(row.id), repo.averageRating(row.id)]);
        return { ...row, admins, averageRating };
      },
      members: async (slug: string) => {
        const row = await repo.bySlug(slug);
        return row ? repo.joined(row.id) : null;
      },
      clubsOf: async (userId: number) =>
        (await repo.clubsOf(userId)).map((r) => ({ ...r.club, joinedAt: r.joinedAt })),
    },

    /** What tournaments ask of a club (modules/tournaments' TournamentClubs): who hosts, who joins. */
    tournamentHosts: {
      hostableBy: async (userId: number) =>
        (await repo.administeredBy(userId)).map((row) => ({ slug: row.slug, name: row.name })),
      hostedBy: async (slug: string, me: UserRow) => {
        const row = await club(slug);
        await admin(row, me);
        return { id: row.id, slug: row.slug, name: row.name };
      },
      bySlug: async (slug: string) => {
        const row = await repo.bySlug(slug);
        return row && { id: row.id, slug: row.slug, name: row.name };
      },
      byId: async (clubId: number) => {
        const row = await repo.byId(clubId);
        return row && { slug: row.slug, name: row.name };
      },
      isMember: async (clubId: number, userId: number) => (await repo.membership(clubId, userId)) !== null,
    },

    /** What forums ask of a club's forum: its name, and who writes in it. */
    forumClubs: {
      clubOf: async (clubId: number) => {
        const row = await repo.byId(clubId);
        return row ? { slug: row.slug, name: row.name } : null;
      },
      isMember: async (clubId: number, userId: number) => (await repo.membership(clubId, userId)) !== null,
    },
  };
}

export type Clubs = ReturnType<typeof createClubs>;
