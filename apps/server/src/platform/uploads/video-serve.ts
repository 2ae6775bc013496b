import { createReadStream } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { parseRange } from './range';
import type { StoredVideo, VideoStore } from './video-store';

export interface VideoServing {
  /** Cache-Control: private for premium videos (a shared cache must not hand them on). */
  cacheControl: string;
  /** The message of a 416 (a range past the end). */
  unsatisfiable: string;
  notFound: () => Error;
}

/**
 * Sends a stored video with range requests (seeking): 206 with Content-Range for one satisfiable
 * range, 416 with `Content-Range: bytes *\/size` for a range past the end, 200 for the whole file
 * (no Range, several ranges, or an If-Range that names another version). The name is the sha256,
 * so the strong ETag is that hash; If-None-Match answers 304. Always the sniffed type, nosniff,
 * and a sandbox CSP: the bytes are never shown as anything but the video they are.
 */
export async function sendVideo(
  request: FastifyRequest,
  reply: FastifyReply,
  store: VideoStore,
  video: Pick<StoredVideo, 'name' | 'type'>,
  serving: VideoServing,
): Promise<FastifyReply> {
  const file = store.pathOf(video.name);
  const size = await store.sizeOf(video.name);
  if (!file || size === null) throw serving.notFound();
  const etag = `"${video.name.slice(0, 64)}"`;
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('cache-control', serving.cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox");
  if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) {
    return reply.code(304).send();
  }
  // If-Range with another validator (an older version, or a date we never sent): the whole file.
  const ifRange = request.headers['if-range'];
  const range = ifRange === undefined || ifRange === etag ? parseRange(request.headers.range, size) : null;
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    throw new AppError('range_not_satisfiable', 416, serving.unsatisfiable);
  }
  reply.header('content-type', video.type);
  if (range === null) {
    reply.header('content-length', size);
    return reply.code(200).send(createReadStream(file));
  }
  reply
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1);
  return reply.code(206).send(createReadStream(file, { start: range.start, end: range.end }));
}
