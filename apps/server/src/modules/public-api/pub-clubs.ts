import { type PubBases, seconds } from './public-api.present';

/** What chess.com's club endpoints show of a club (modules/clubs), wired in app.ts. */
export interface PubClubSource {
  club(slug: string): Promise<{
    id: number;
    slug: string;
    name: string;
    description: string;
    country: string | null;
    avatarUrl: string | null;
    joinPolicy: 'open' | 'request';
    memberCount: number;
    createdAt: Date;
    lastActivityAt: Date;
    admins: string[];
    averageRating: number | null;
  } | null>;
  members(slug: string): Promise<{ username: string; joinedAt: Date }[] | null>;
  /** The club's matches, newest first, from its side (null when there is no such club). */
  matches(slug: string): Promise<PubClubMatch[] | null>;
  clubsOf(
    userId: number,
  ): Promise<
    { slug: string; name: string; avatarUrl: string | null; lastActivityAt: Date; joinedAt: Date }[]
  >;
}

export interface PubClubMatch {
  id: number;
  name: string;
  status: 'registration' | 'in_progress' | 'finished';
  opponentSlug: string;
  /** A finished match from the club's side. */
  result: 'win' | 'lose' | 'draw' | null;
  startedAt: Date | null;
  /** chess.com's time class: daily, or the live speed (bullet, blitz, rapid). */
  timeClass: string;
}

/** One answer, as pub.service's `PubAnswer` (kept apart: that file imports this one). */
interface PubAnswer<T> {
  payload: T;
  lastModified: Date | null;
  maxAge: number;
}

const FRESH_SECONDS = 300;
const WEEK_MS = 7 * 86_400_000;
const MONTH_MS = 30 * 86_400_000;

/** chess.com's `/pub/club/{url-ID}`, `/members` and `/matches`, and a player's `/clubs`, in their shapes. */
export function createPubClubs(source: PubClubSource, now: () => Date) {
  const notFoundMessage = (slug: string) => `Club "${slug}" not found.`;
  return {
    notFoundMessage,

    async club(slug: string, bases: PubBases): Promise<PubAnswer<unknown> | null> {
      const club = await source.club(slug);
      if (!club) return null;
      return {
        payload: {
          '@id': `${bases.api}/pub/club/${club.slug}`,
          name: club.name,
          club_id: club.id,
          ...(club.avatarUrl ? { icon: new URL(club.avatarUrl, bases.site).toString() } : {}),
          ...(club.country ? { country: `${bases.api}/pub/country/${club.country}` } : {}),
          average_daily_rating: club.averageRating ?? 0,
          members_count: club.memberCount,
          created: seconds(club.createdAt),
          last_activity: seconds(club.lastActivityAt),
          admin: club.admins.map((username) => `${bases.api}/pub/player/${username.toLowerCase()}`),
          visibility: 'public',
          join_request: `${bases.site}/club/${club.slug}`,
          description: club.description,
          url: `${bases.site}/club/${club.slug}`,
        },
        lastModified: club.lastActivityAt,
        maxAge: FRESH_SECONDS,
      };
    },

    /** Members by how recently they joined: this week, this month, before. */
    async members(slug: string): Promise<PubAnswer<unknown> | null> {
      const members = await source.members(slug);
      if (!members) return null;
      const at = now().getTime();
      const entry = (m: { username: string; joinedAt: Date }) => ({
        username: m.username.toLowerCase(),
        joined: seconds(m.joinedAt),
      });
      const age = (m: { joinedAt: Date }) => at - m.joinedAt.getTime();
      return {
        payload: {
          weekly: members.filter((m) => age(m) <= WEEK_MS).map(entry),
          monthly: members.filter((m) => age(m) > WEEK_MS && age(m) <= MONTH_MS).map(entry),
          all_time: members.filter((m) => age(m) > MONTH_MS).map(entry),
        },
        lastModified: null,
        maxAge: FRESH_SECONDS,
      };
    },

    /** Finished, running and open-for-registration matches, each naming its opponent club. */
    async matches(slug: string, bases: PubBases): Promise<PubAnswer<unknown> | null> {
      const matches = await source.matches(slug);
      if (!matches) return null;
      const entry = (m: PubClubMatch) => ({
        name: m.name,
        '@id': `${bases.api}/pub/match/${m.id}`,
        opponent: `${bases.api}/pub/club/${m.opponentSlug}`,
        ...(m.result ? { result: m.result } : {}),
        ...(m.startedAt ? { start_time: seconds(m.startedAt) } : {}),
        time_class: m.timeClass,
      });
      const having = (status: PubClubMatch['status']) =>
        matches.filter((m) => m.status === status).map(entry);
      return {
        payload: {
          finished: having('finished'),
          in_progress: having('in_progress'),
          registered: having('registration'),
        },
        lastModified: null,
        maxAge: FRESH_SECONDS,
      };
    },

    async ofPlayer(userId: number, bases: PubBases) {
      const rows = await source.clubsOf(userId);
      return rows.map((club) => ({
        '@id': `${bases.api}/pub/club/${club.slug}`,
        name: club.name,
        last_activity: seconds(club.lastActivityAt),
        ...(club.avatarUrl ? { icon: new URL(club.avatarUrl, bases.site).toString() } : {}),
        url: `${bases.site}/club/${club.slug}`,
        joined: seconds(club.joinedAt),
      }));
    },
  };
}

export type PubClubs = ReturnType<typeof createPubClubs>;
