import {
  CONTENT_MESSAGES,
  VIDEO_API,
  VIDEO_FILE_TYPES,
  VIDEO_LIMITS,
  VIDEO_MESSAGES,
} from '@kingside/contract';
import { contentIdParams, contentIndexQuery, videoSaveBody } from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound, unauthenticated } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/context';
import { validate } from '../../platform/http/validate';
import type { RateRule } from '../../platform/rate-limit';
import { sendVideo, type VideoStore } from '../../platform/uploads';
import type { UserRow } from '../accounts';
import { viewerOf } from './content.routes';
import type { ContentViewer } from './content.service';
import { refusedType, tooLarge, type Videos } from './videos.service';

/** A few videos an hour is plenty for an author; each may be 100 MB. */
const UPLOAD_LIMIT: RateRule = { limit: 10, windowMs: 60 * 60_000 };
const WRITE_LIMIT: RateRule = { limit: 60, windowMs: 10 * 60_000 };
/** Seeking asks for many ranges: far above a viewer, a stop for a scraper. */
const READ_LIMIT: RateRule = { limit: 6000, windowMs: 60_000 };

function member(request: FastifyRequest): ContentViewer & { user: UserRow } {
  const viewer = viewerOf(request);
  if (!viewer.user) throw unauthenticated(CONTENT_MESSAGES.membersOnly);
  return viewer as ContentViewer & { user: UserRow };
}

/**
 * Videos' web callbacks (web scope): the upload (a raw MP4/WebM body streamed to disk), saves,
 * what a video page plays, and the file with range requests. Comments, lock-comments (`/callback/video/…`)
 * and feature (`chess_video`) are content's routes.
 */
export function videosRoutes(
  app: FastifyInstance,
  ctx: RouteContext,
  deps: { videos: Videos; store: VideoStore },
): void {
  const { videos } = deps;
  const limit = (reply: FastifyReply, key: string, rule: RateRule) =>
    ctx.limits.enforce(reply, [[key, rule]]);
  const readKey = (request: FastifyRequest) => `video-read:${request.viewer.user?.userId ?? request.ip}`;

  app.get(VIDEO_API.index, async (request, reply) => {
    const query = validate(contentIndexQuery, request.query);
    await limit(reply, readKey(request), READ_LIMIT);
    const filters = { tag: query.tag, language: query.lang, search: query.q || undefined };
    return videos.index(filters, query.after, viewerOf(request));
  });

  app.register(async (uploads) => {
    // The body stays a stream: the handler checks who sends it before a byte is written.
    uploads.addContentTypeParser(/^video\//, (_request, payload, done) => done(null, payload));
    uploads.post(VIDEO_API.upload, async (request, reply) => {
      const me = member(request);
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!(VIDEO_FILE_TYPES as readonly string[]).includes(type) || !isStream(request.body))
        throw refusedType();
      if (Number(request.headers['content-length'] ?? 0) > VIDEO_LIMITS.fileBytes) {
        reply.header('connection', 'close');
        throw tooLarge();
      }
      await videos.mayUpload(me);
      await limit(reply, `video-upload:${me.user.userId}`, UPLOAD_LIMIT);
      try {
        return await videos.upload(request.body);
      } catch (error) {
        // The rest of a refused body is never read: the connection ends with the answer.
        reply.header('connection', 'close');
        throw error;
      }
    });
  });

  app.post(VIDEO_API.create, async (request, reply) => {
    const input = validate(videoSaveBody, request.body);
    const me = member(request);
    await limit(reply, `content-write:${me.user.userId}`, WRITE_LIMIT);
    return videos.create(me, input);
  });

  app.get('/callback/video/item/:id', async (request, reply) => {
    const { id } = validate(contentIdParams, request.params);
    await limit(reply, readKey(request), READ_LIMIT);
    return videos.detail(id, viewerOf(request));
  });

  app.post('/callback/video/item/:id', async (request, reply) => {
    const { id } = validate(contentIdParams, request.params);
    const input = validate(videoSaveBody, request.body);
    const me = member(request);
    await limit(reply, `content-write:${me.user.userId}`, WRITE_LIMIT);
    return videos.save(id, me, input);
  });

  app.get('/callback/video/item/:id/file', async (request, reply) => {
    const { id } = validate(contentIdParams, request.params);
    await limit(reply, readKey(request), READ_LIMIT);
    const file = await videos.file(id, viewerOf(request));
    return sendVideo(request, reply, deps.store, file, {
      // Who may watch is decided per request: never kept by a shared cache, revalidated by ETag.
      cacheControl: 'private, no-cache',
      unsatisfiable: VIDEO_MESSAGES.range_not_satisfiable,
      notFound: () => notFound(VIDEO_MESSAGES.not_found),
    });
  });
}

function isStream(body: unknown): body is NodeJS.ReadableStream & NodeJS.EventEmitter {
  return (
    typeof body === 'object' && body !== null && typeof (body as NodeJS.ReadableStream).pipe === 'function'
  );
}
