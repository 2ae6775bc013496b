import type { ClubNewsItem, ClubSummary } from '@kingside/contract';
import type { ClubRow } from './clubs.repo';
import type { clubNews } from './clubs.tables';

export const presentClub = (row: ClubRow): ClubSummary => ({
  slug: row.slug,
  name: row.name,
  country: row.country,
  avatarUrl: row.avatarUrl,
  joinPolicy: row.joinPolicy,
  memberCount: row.memberCount,
});

export const presentNews = (row: { news: typeof clubNews.$inferSelect; author: string }): ClubNewsItem => ({
  id: row.news.id,
  title: row.news.title,
  html: row.news.html,
  author: row.author,
  createdAt: row.news.createdAt.toISOString(),
});

/** The forum category of a club: its slug prefixed, so no site-wide forum can take it. */
export const clubForumSlug = (slug: string) => `club-${slug}`;
