import {
  COMMENT_RATE,
  CONTENT_API,
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  type ContentIndexView,
  type HomeContentType,
  isAtLeast,
  LOCK_PREFIXES,
  type LockPrefix,
} from '@kingside/contract';
import {
  authorParams,
  commentBody,
  commentEditBody,
  commentIdParams,
  commentsQuery,
  contentIdParams,
  contentIndexQuery,
  contentPreviewBody,
  contentSaveBody,
  curationBody,
  featureParams,
  homeContentTypeBody,
  indexedKindParams,
  reportCommentBody,
} from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { boundedMemo } from '../../platform/bounded-memo';
import { AppError, forbidden, unauthenticated } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/context';
import { validate } from '../../platform/http/validate';
import type { RateRule } from '../../platform/rate-limit';
import { acceptImageBody } from '../../platform/uploads';
import { levelOf, type UserRow } from '../accounts';
import type { AuthorRole } from './author-role.service';
import type { ChargeRead, Comments } from './comments.service';
import type { Content, ContentViewer } from './content.service';
import type { HomeFeedService } from './feed.service';

/** Saves and previews render Markdown: a person types far fewer than this. */
const WRITE_LIMIT: RateRule = { limit: 60, windowMs: 10 * 60_000 };
const IMAGE_LIMIT: RateRule = { limit: 30, windowMs: 60 * 60_000 };
/** Pages of indexes, comments and the feed: far above any reader, a stop for a scraper hammering the database. */
const READ_LIMIT: RateRule = { limit: 6000, windowMs: 60_000 };

export interface ContentRoutesDeps {
  content: Content;
  comments: Comments;
  feed: HomeFeedService;
  authorRole: AuthorRole;
  /** Saves the member's home content type (modules/accounts). */
  setHomeContentType(userId: number, type: HomeContentType): Promise<void>;
}

/** Staff act as staff only as themselves: an impersonating session is the member it shows. */
export function viewerOf(request: Pick<FastifyRequest, 'viewer'>): ContentViewer {
  const user = request.viewer.user;
  return { user, staff: Boolean(user && !request.viewer.impersonator && isAtLeast(levelOf(user), 'staff')) };
}

function member(request: FastifyRequest): ContentViewer & { user: UserRow } {
  const viewer = viewerOf(request);
  if (!viewer.user) throw unauthenticated(CONTENT_MESSAGES.membersOnly);
  return viewer as ContentViewer & { user: UserRow };
}

function staff(request: FastifyRequest): ContentViewer & { user: UserRow } {
  const viewer = member(request);
  if (!viewer.staff) throw forbidden(CONTENT_MESSAGES.staff_only);
  return viewer;
}

/** Item ids as a route's path gives them, checked once per id: a busy item's comments are asked for again and again. */
const itemIdOf = boundedMemo((id: string) => validate(contentIdParams, { id }).id, 1000);
const FIRST_PAGE: { after?: number } = {};
const isEmpty = (query: unknown) => {
  for (const _ in query as object) return false;
  return true;
};

/** Content's web callbacks (all in the web scope): reading, writing, comments, curation, the home feed. */
export function contentRoutes(app: FastifyInstance, ctx: RouteContext, deps: ContentRoutesDeps): void {
  const { content, comments } = deps;
  const limit = (reply: FastifyReply, key: string, rule: RateRule) =>
    ctx.limits.enforce(reply, [[key, rule]]);
  const readKey = (request: FastifyRequest) => `content-read:${request.viewer.user?.userId ?? request.ip}`;
  /**
   * For reads served mostly from per-node copies: the read limit counts a request once, and only
   * when it reaches the database (a copy missing), which is what the limit protects.
   */
  const chargeOnRead = (request: FastifyRequest, reply: FastifyReply): ChargeRead => {
    let charged: Promise<void> | null = null;
    return () => {
      charged ??= limit(reply, readKey(request), READ_LIMIT);
      return charged;
    };
  };

  /**
   * A member's unchanged feed or first comments page is the same object each time (feed.service,
   * comments.service): its JSON is written and encoded once (bytes: a string would be measured and
   * encoded again on every send). Fresh objects are collected with their JSON.
   */
  const answeredJson = new WeakMap<object, Buffer>();
  const sendJson = (reply: FastifyReply, answer: object) => {
    let json = answeredJson.get(answer);
    if (json === undefined) {
      json = Buffer.from(JSON.stringify(answer));
      answeredJson.set(answer, json);
    }
    return reply.type('application/json; charset=utf-8').send(json);
  };

  app.get('/callback/content/:kind', async (request, reply) => {
    const { kind } = validate(indexedKindParams, request.params);
    const query = validate(contentIndexQuery, request.query);
    await limit(reply, readKey(request), READ_LIMIT);
    const filters = { tag: query.tag, language: query.lang, search: query.q || undefined };
    const page = await content.index(kind, filters, query.after);
    return { ...page, canWrite: await content.mayWrite(kind, viewerOf(request)) } satisfies ContentIndexView;
  });

  // Not async: a member's unchanged feed is sent at once, without the promises of `home`.
  app.get(CONTENT_API.home, (request, reply) => {
    const kept = deps.feed.homeKept(request.viewer.user);
    if (kept) {
      sendJson(reply, kept);
      return;
    }
    return deps.feed
      .home(request.viewer.user, chargeOnRead(request, reply))
      .then((feed) => sendJson(reply, feed));
  });

  app.get(CONTENT_API.mine, async (request) => ({ items: await content.mine(member(request).user) }));

  app.get('/callback/content/item/:id', async (request) => {
    const { id } = validate(contentIdParams, request.params);
    return { item: await content.forEditor(id, member(request)) };
  });

  app.post(CONTENT_API.create, async (request, reply) => {
    const input = validate(contentSaveBody, request.body);
    const me = member(request);
    await limit(reply, `content-write:${me.user.userId}`, WRITE_LIMIT);
    return content.create(me, input);
  });

  app.post('/callback/content/item/:id', async (request, reply) => {
    const { id } = validate(contentIdParams, request.params);
    const input = validate(contentSaveBody, request.body);
    const me = member(request);
    await limit(reply, `content-write:${me.user.userId}`, WRITE_LIMIT);
    return content.save(id, me, input);
  });

  app.post(CONTENT_API.preview, async (request, reply) => {
    const { body } = validate(contentPreviewBody, request.body);
    const me = member(request);
    await limit(reply, `content-write:${me.user.userId}`, WRITE_LIMIT);
    return content.preview(body);
  });

  app.register(async (images) => {
    acceptImageBody(
      images,
      CONTENT_LIMITS.imageBytes,
      () => new AppError('image_too_large', 413, CONTENT_MESSAGES.image_too_large),
    );
    images.post(CONTENT_API.image, { bodyLimit: CONTENT_LIMITS.imageBytes + 1 }, async (request, reply) => {
      const me = member(request);
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!Buffer.isBuffer(request.body)) throw new AppError('image_type', 415, CONTENT_MESSAGES.image_type);
      await limit(reply, `content-image:${me.user.userId}`, IMAGE_LIMIT);
      return content.uploadImage(request.body, type);
    });
  });

  // Not async: a first page made from copies this node keeps is sent at once, without the promises of `list`.
  app.get('/callback/content/item/:id/comments', (request, reply) => {
    const id = itemIdOf((request.params as { id: string }).id);
    // The first page has no query: nothing to check (the schema answers no cursor for an empty one).
    const { after } = isEmpty(request.query) ? FIRST_PAGE : validate(commentsQuery, request.query);
    const viewer = viewerOf(request);
    const kept = after === undefined ? comments.firstKept(id, viewer) : undefined;
    if (kept) {
      sendJson(reply, kept);
      return;
    }
    return comments
      .list(id, after, viewer, chargeOnRead(request, reply))
      .then((page) => sendJson(reply, page));
  });

  app.post('/callback/content/item/:id/comments', async (request, reply) => {
    const { id } = validate(contentIdParams, request.params);
    const { body, parentId } = validate(commentBody, request.body);
    const me = member(request);
    await limit(reply, `comments:${me.user.userId}`, COMMENT_RATE);
    return comments.add(me, id, body, parentId);
  });

  app.post('/callback/content/comment/:commentId', async (request, reply) => {
    const { commentId } = validate(commentIdParams, request.params);
    const { body } = validate(commentEditBody, request.body);
    const me = member(request);
    await limit(reply, `comments:${me.user.userId}`, COMMENT_RATE);
    return comments.edit(me, commentId, body);
  });

  app.delete('/callback/content/comment/:commentId', async (request) => {
    const { commentId } = validate(commentIdParams, request.params);
    return comments.remove(member(request), commentId);
  });

  app.post('/callback/content/comment/:commentId/report', async (request, reply) => {
    const { commentId } = validate(commentIdParams, request.params);
    const { reason_id, details } = validate(reportCommentBody, request.body);
    const me = member(request);
    await limit(reply, `comment-reports:${me.user.userId}`, COMMENT_RATE);
    return comments.report(me, commentId, reason_id, details);
  });

  // §7, staff only: the article authors (granting and taking back the role), locking comments, featuring content.
  app.get(CONTENT_API.authors, async (request) => {
    staff(request);
    return deps.authorRole.list();
  });

  app.post('/callback/articles/authors/:username', async (request) => {
    const { username } = validate(authorParams, request.params);
    return deps.authorRole.grant(staff(request).user, username);
  });

  app.delete('/callback/articles/authors/:username', async (request) => {
    const { username } = validate(authorParams, request.params);
    return deps.authorRole.revoke(staff(request).user, username);
  });

  for (const prefix of Object.keys(LOCK_PREFIXES) as LockPrefix[]) {
    app.post(`/callback/${prefix}/lock-comments/:id`, async (request) => {
      const { id } = validate(contentIdParams, request.params);
      const { on } = validate(curationBody, request.body);
      staff(request);
      return content.lockComments(prefix, id, on !== 0);
    });
  }

  app.post('/callback/content/feature/:kind/:id', async (request) => {
    const { kind, id } = validate(featureParams, request.params);
    const { on } = validate(curationBody, request.body);
    staff(request);
    return content.feature(kind, id, on !== 0);
  });

  // §7/§5: the home page's feed, following or my_activity (applied at once on the web, reverted on failure).
  app.post(CONTENT_API.homeContentType, async (request) => {
    const { recentContentType } = validate(homeContentTypeBody, request.body);
    const me = member(request);
    await deps.setHomeContentType(me.user.userId, recentContentType);
    return { ok: true, recentContentType };
  });
}
