import {
  FORUM_MESSAGES,
  FORUM_POST_RATE,
  FORUM_TOPIC_RATE,
  FORUMS_API,
  type ForumCategoryPage,
  type ForumCategoryView,
  type ForumNewTopicResponse,
  type ForumPostEdit,
  type ForumPostResponse,
  type ForumSearchPage,
  type ForumTopicPage,
} from '@kingside/contract';
import {
  forumCategoryParams,
  forumEditBody,
  forumModerateBody,
  forumPostParams,
  forumPostsQuery,
  forumReplyBody,
  forumSearchQuery,
  forumSubscriptionBody,
  forumTopicParams,
  forumTopicsQuery,
  newForumTopicBody,
} from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthenticated } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/context';
import { validate } from '../../platform/http/validate';
import type { RateRule } from '../../platform/rate-limit';
import type { UserRow } from '../accounts';
import type { Forums } from './forums.service';

/** The forums' web callbacks: reads for anyone, writes for members (web scope: session + CSRF). */
export function forumsRoutes(app: FastifyInstance, ctx: RouteContext, forums: Forums): void {
  function member(request: FastifyRequest): UserRow {
    const user = request.viewer.user;
    if (!user) throw unauthenticated(FORUM_MESSAGES.membersOnly);
    return user;
  }

  /** Every post counts against the writer's budget; a new topic also against the smaller one of topics. */
  async function poster(request: FastifyRequest, reply: FastifyReply, topic: boolean): Promise<UserRow> {
    const me = member(request);
    await ctx.limits.enforce(reply, [
      [`forum-post:${me.userId}`, FORUM_POST_RATE],
      ...(topic ? [[`forum-topic:${me.userId}`, FORUM_TOPIC_RATE] as [string, RateRule]] : []),
    ]);
    return me;
  }

  app.get(
    FORUMS_API.categories,
    async (): Promise<{ categories: ForumCategoryView[] }> => ({
      categories: await forums.categories(),
    }),
  );

  app.get('/callback/forums/c/:slug', async (request): Promise<ForumCategoryPage> => {
    const { slug } = validate(forumCategoryParams, request.params);
    const { after } = validate(forumTopicsQuery, request.query);
    return forums.categoryPage(slug, after, request.viewer.user);
  });

  app.post('/callback/forums/c/:slug/topics', async (request, reply): Promise<ForumNewTopicResponse> => {
    const { slug } = validate(forumCategoryParams, request.params);
    const { title, body } = validate(newForumTopicBody, request.body ?? {});
    const me = await poster(request, reply, true);
    return forums.createTopic(me, slug, title, body);
  });

  app.get('/callback/forums/t/:uuid', async (request): Promise<ForumTopicPage> => {
    const { uuid } = validate(forumTopicParams, request.params);
    const { after } = validate(forumPostsQuery, request.query);
    return forums.topicPage(uuid, after, request.viewer.user);
  });

  app.post('/callback/forums/t/:uuid/posts', async (request, reply): Promise<ForumPostResponse> => {
    const { uuid } = validate(forumTopicParams, request.params);
    const { body, quote } = validate(forumReplyBody, request.body ?? {});
    const me = await poster(request, reply, false);
    return { post: await forums.reply(me, uuid, body, quote) };
  });

  app.post('/callback/forums/t/:uuid/subscription', async (request): Promise<{ subscribed: boolean }> => {
    const { uuid } = validate(forumTopicParams, request.params);
    const { subscribed } = validate(forumSubscriptionBody, request.body ?? {});
    return forums.subscribe(member(request), uuid, subscribed === 1);
  });

  app.post('/callback/forums/t/:uuid/moderate', async (request) => {
    const { uuid } = validate(forumTopicParams, request.params);
    const { action, category } = validate(forumModerateBody, request.body ?? {});
    return forums.moderate(member(request), uuid, action, category);
  });

  app.post('/callback/forums/p/:id/edit', async (request, reply): Promise<ForumPostResponse> => {
    const { id } = validate(forumPostParams, request.params);
    const { body } = validate(forumEditBody, request.body ?? {});
    const me = await poster(request, reply, false);
    return { post: await forums.edit(me, id, body) };
  });

  app.get('/callback/forums/p/:id/history', async (request): Promise<{ edits: ForumPostEdit[] }> => {
    const { id } = validate(forumPostParams, request.params);
    return { edits: await forums.history(id) };
  });

  app.get(FORUMS_API.search, async (request): Promise<ForumSearchPage> => {
    const { q, before } = validate(forumSearchQuery, request.query);
    return forums.search(q, before);
  });
}
