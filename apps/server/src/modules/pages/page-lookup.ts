import {
  type ArticleView,
  CHALLENGE_ID_PATTERN,
  GAME_ID_PATTERN,
  isAtLeast,
  isBuiltRoute,
  type PageContext,
  type RouteMatch,
} from '@kingside/contract';
import type { RouteContext } from '../../platform/http/context';
import type { Viewer } from '../../platform/session/session.plugin';
import { levelOf, presentMemberProfile } from '../accounts';
import { playerOf } from '../play';

export interface FoundPage {
  page: PageContext['page'];
  titleValues?: Record<string, string>;
}

const NO_LOOKUP: FoundPage = Object.freeze({ page: null });

/**
 * A page that names an entity exists only if the entity does: null means 404. Answered at once,
 * without a promise, for the pages that name none (most views).
 */
export function lookupPage(
  ctx: RouteContext,
  match: RouteMatch,
  viewer: Viewer,
): FoundPage | null | Promise<FoundPage | null> {
  // A page whose feature does not work yet does not exist (contract availability.ts).
  if (!isBuiltRoute(match.route.name)) return null;
  if (match.route.access === 'staff' && !(viewer.user && isAtLeast(levelOf(viewer.user), 'staff')))
    return null;
  const lookup = match.route.lookup;
  return lookup === undefined ? NO_LOOKUP : lookupEntity(ctx, match, viewer, lookup);
}

async function lookupEntity(
  ctx: RouteContext,
  match: RouteMatch,
  viewer: Viewer,
  lookup: NonNullable<RouteMatch['route']['lookup']>,
): Promise<FoundPage | null> {
  switch (lookup) {
    case 'member': {
      const user = await ctx.services.accounts.findByUsername(match.params.username ?? '');
      if (!user) return null;
      return { page: { member: presentMemberProfile(user) }, titleValues: { username: user.username } };
    }
    case 'article': {
      const article = await ctx.services.content.findArticle(match.params.url ?? '');
      if (!article) return null;
      const view: ArticleView = {
        url: article.url,
        title: article.title,
        summary: article.summary,
        body: article.body,
        author: null,
        publishedAt: article.publishedAt.toISOString(),
        commentsLocked: article.commentsLocked,
      };
      return { page: { article: view }, titleValues: { title: article.title } };
    }
    case 'game': {
      const id = match.params.id ?? '';
      const you = playerOf(viewer.user, viewer.session?.guestId ?? null);
      const game = GAME_ID_PATTERN.test(id) ? await ctx.services.play.games.view(id, you) : null;
      if (!game) return null;
      return { page: { game }, titleValues: { white: game.white.username, black: game.black.username } };
    }
    case 'challenge': {
      const id = match.params.id ?? '';
      const you = playerOf(viewer.user, viewer.session?.guestId ?? null);
      const challenge = CHALLENGE_ID_PATTERN.test(id)
        ? await ctx.services.play.challenges.view(id, you)
        : null;
      // An expired link is as good as none.
      if (!challenge || challenge.status === 'expired') return null;
      return { page: { challenge }, titleValues: { challenger: challenge.challenger.username } };
    }
    // Tournaments and club matches arrive with the community issue: until then none exists.
    case 'tournament':
    case 'club_match':
      return null;
  }
}
