import {
  CHALLENGE_ID_PATTERN,
  type ContentKind,
  type ContentView,
  GAME_ID_PATTERN,
  isAtLeast,
  isBuiltRoute,
  type PageContext,
  type RouteMatch,
} from '@kingside/contract';
import { guestIdOf, type Viewer } from '../../platform/session/session.plugin';
import { type AccountsService, levelOf } from '../accounts';
import type { ClubMatches } from '../clubs';
import { type Content, viewerOf } from '../content';
import type { Leagues } from '../leagues';
import type { Profiles } from '../members';
import { type Play, playerOf } from '../play';
import type { Tournaments } from '../tournaments';

export interface FoundPage {
  page: PageContext['page'];
  titleValues?: Record<string, string>;
}

/** Where the pages that name an entity look it up. */
export interface PageSources {
  accounts: AccountsService;
  content: Pick<Content, 'page' | 'pageKept'>;
  play: Pick<Play, 'games' | 'challenges'>;
  profiles: Pick<Profiles, 'view'>;
  leagues: Pick<Leagues, 'divisionExists'>;
  clubMatches: Pick<ClubMatches, 'exists'>;
  tournaments: Pick<Tournaments, 'exists'>;
}

const NO_LOOKUP: FoundPage = Object.freeze({ page: null });

/**
 * One page per item view object: content hands every reader of a kept item the same view, so its
 * page is the same object too and its JSON is written once (page-context-json.ts).
 */
const articlePages = new WeakMap<ContentView, FoundPage>();

/**
 * A page that names an entity exists only if the entity does: null means 404. Answered at once,
 * without a promise, for the pages that name none (most views) and for items this node keeps.
 */
export function lookupPage(
  sources: PageSources,
  match: RouteMatch,
  viewer: Viewer,
): FoundPage | null | Promise<FoundPage | null> {
  // A page whose feature does not work yet does not exist (contract availability.ts).
  if (!isBuiltRoute(match.route.name)) return null;
  const access = match.route.access;
  if (access && !(viewer.user && isAtLeast(levelOf(viewer.user), access))) return null;
  const lookup = match.route.lookup;
  if (lookup === undefined) return NO_LOOKUP;
  const kind = ITEM_KINDS[lookup as keyof typeof ITEM_KINDS];
  if (kind) {
    const author = lookup === 'blog_post' ? (match.params.username ?? '') : undefined;
    const kept = sources.content.pageKept(kind, match.params.url ?? '', viewerOf({ viewer }), author);
    if (kept !== undefined) return itemPage(kept);
  }
  return lookupEntity(sources, match, viewer, lookup);
}

/** The pages that show a content item, and its kind. */
const ITEM_KINDS = {
  article: 'article',
  news_item: 'news',
  blog_post: 'blog',
  chess_video: 'chess_video',
} as const satisfies Partial<Record<NonNullable<RouteMatch['route']['lookup']>, ContentKind>>;

function itemPage(article: ContentView | null): FoundPage | null {
  if (!article) return null;
  let found = articlePages.get(article);
  if (!found) {
    found = { page: { article }, titleValues: { title: article.title } };
    articlePages.set(article, found);
  }
  return found;
}

async function lookupEntity(
  { accounts, content, play, profiles, leagues, clubMatches, tournaments }: PageSources,
  match: RouteMatch,
  viewer: Viewer,
  lookup: NonNullable<RouteMatch['route']['lookup']>,
): Promise<FoundPage | null> {
  const item = async (kind: ContentKind, author?: string): Promise<FoundPage | null> =>
    itemPage(await content.page(kind, match.params.url ?? '', viewerOf({ viewer }), author));
  switch (lookup) {
    case 'member': {
      const user = await accounts.findByUsername(match.params.username ?? '');
      if (!user) return null;
      return {
        page: { member: await profiles.view(user, viewer.user) },
        titleValues: { username: user.username },
      };
    }
    case 'article':
      return item('article');
    case 'news_item':
      return item('news');
    case 'blog_post':
      return item('blog', match.params.username ?? '');
    case 'chess_video':
      return item('chess_video');
    case 'game': {
      const id = match.params.id ?? '';
      const you = playerOf(viewer.user, guestIdOf(viewer));
      const game = GAME_ID_PATTERN.test(id) ? await play.games.view(id, you) : null;
      if (!game) return null;
      return { page: { game }, titleValues: { white: game.white.username, black: game.black.username } };
    }
    case 'challenge': {
      const id = match.params.id ?? '';
      const you = playerOf(viewer.user, guestIdOf(viewer));
      const challenge = CHALLENGE_ID_PATTERN.test(id) ? await play.challenges.view(id, you) : null;
      // An expired link is as good as none.
      if (!challenge || challenge.status === 'expired') return null;
      return { page: { challenge }, titleValues: { challenger: challenge.challenger.username } };
    }
    case 'league_division': {
      const { league = '', division = '' } = match.params;
      return (await leagues.divisionExists(league, division)) ? NO_LOOKUP : null;
    }
    case 'club_match': {
      // The route takes digits only; past an int4 no match exists.
      const id = Number(match.params.match ?? '');
      const found =
        Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 && (await clubMatches.exists(id));
      return found ? NO_LOOKUP : null;
    }
    // The page loads the tournament from its callback; here it only has to exist.
    case 'tournament':
      return (await tournaments.exists(match.params.url ?? '')) ? NO_LOOKUP : null;
  }
}
