import {
  CONTENT_MESSAGES,
  type ContentIndexView,
  type ContentSaveResponse,
  canonicalVideoUrl,
  parseVideoLink,
  VIDEO_LIMITS,
  VIDEO_MESSAGES,
  type VideoDetail,
  type VideoFileType,
  type VideoUploadResponse,
} from '@kingside/contract';
import type { VideoSaveInput } from '@kingside/contract/schemas';
import type { Db } from '../../db/db';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { VideoRefused, type VideoStore } from '../../platform/uploads';
import type { UserRow } from '../accounts';
import type { Entitlements } from '../entitlements';
import type { IndexFilters, ItemWithAuthor } from './content.repo';
import type { Content, ContentViewer } from './content.service';
import type { ContentVideoRow } from './content.tables';
import { createVideosRepo } from './videos.repo';

export interface VideosDeps {
  db: Db;
  content: Content;
  store: VideoStore;
  /** Premium videos need the tier the entitlements table says (`premiumVideos`). */
  entitlements: Pick<Entitlements, 'require'>;
}

/** An index page of videos, with which of its items are premium. */
export interface VideoIndexPage extends ContentIndexView {
  premium: number[];
}

const TYPE_OF_EXTENSION: Record<string, VideoFileType> = { mp4: 'video/mp4', webm: 'video/webm' };
const noSuchVideo = () => notFound(VIDEO_MESSAGES.not_found);

/**
 * Chess videos: content items of kind `chess_video` (content saves, shows, comments and curates
 * them) with a source beside each: a file in the video store or a link to an allowed host. Who may
 * watch: anyone who may see the item, and for a premium one the tier that unlocks `premiumVideos`
 * (its author and staff always).
 */
export function createVideos(deps: VideosDeps) {
  const repo = createVideosRepo(deps.db);
  const { content } = deps;

  /** The source row a save asks for, checked before anything is written. */
  async function sourceOf(
    input: VideoSaveInput,
  ): Promise<Omit<ContentVideoRow, 'itemId' | 'premium'> | null> {
    if (!input.source) return null;
    if ('file' in input.source) {
      const name = input.source.file;
      const bytes = await deps.store.sizeOf(name);
      if (bytes === null) throw badRequest('video_file_missing', VIDEO_MESSAGES.video_file_missing, 'source');
      const type = TYPE_OF_EXTENSION[name.slice(name.lastIndexOf('.') + 1)]!;
      return { fileName: name, fileType: type, fileBytes: bytes, linkUrl: null };
    }
    const link = parseVideoLink(input.source.link);
    if (!link) throw badRequest('video_link', VIDEO_MESSAGES.video_link, 'source');
    return { fileName: null, fileType: null, fileBytes: null, linkUrl: canonicalVideoUrl(link) };
  }

  /** A video the viewer may watch: visible to them, and premium only for the tier (or its author, or staff). */
  async function watchable(id: number, viewer: ContentViewer) {
    let found: ItemWithAuthor;
    try {
      found = await content.visibleItem(id, viewer);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) throw noSuchVideo();
      throw error;
    }
    const video = found.item.kind === 'chess_video' ? await repo.find(id) : null;
    if (!video) throw noSuchVideo();
    const own = viewer.user !== null && found.item.authorId === viewer.user.userId;
    if (video.premium && !own && !viewer.staff) deps.entitlements.require(viewer.user, 'premiumVideos');
    return { found, video };
  }

  return {
    async create(
      viewer: ContentViewer & { user: UserRow },
      input: VideoSaveInput,
    ): Promise<ContentSaveResponse> {
      const source = await sourceOf(input);
      if (!source) throw badRequest('video_source_required', VIDEO_MESSAGES.video_source_required, 'source');
      const premium = input.premium === 1;
      return content.create(viewer, input, (tx, itemId) => repo.put(tx, { itemId, ...source, premium }));
    },

    /** An edit: a new picture when one is sent, else the one it had; premium as sent. */
    async save(id: number, viewer: ContentViewer, input: VideoSaveInput): Promise<ContentSaveResponse> {
      const source = await sourceOf(input);
      const premium = input.premium === 1;
      return content.save(id, viewer, input, (tx, itemId) =>
        source ? repo.put(tx, { itemId, ...source, premium }) : repo.setPremium(tx, itemId, premium),
      );
    },

    /** What the video page plays: the file's address, or the link (the page frames its host's player). */
    async detail(id: number, viewer: ContentViewer): Promise<VideoDetail> {
      const { video } = await watchable(id, viewer);
      const source: VideoDetail['source'] = video.fileName
        ? {
            kind: 'file',
            url: `/callback/video/item/${id}/file`,
            type: video.fileType!,
            bytes: video.fileBytes!,
          }
        : { kind: 'link', ...parseVideoLink(video.linkUrl!)!, url: video.linkUrl! };
      return { itemId: id, premium: video.premium, source };
    },

    /** The stored file of a video the viewer may watch (the route serves it with ranges). */
    async file(
      id: number,
      viewer: ContentViewer,
    ): Promise<{ name: string; type: VideoFileType; premium: boolean }> {
      const { video } = await watchable(id, viewer);
      if (!video.fileName) throw noSuchVideo();
      return { name: video.fileName, type: video.fileType!, premium: video.premium };
    },

    /** The videos index (content's, featured first), marking the premium ones, and whether the viewer may add one. */
    async index(
      filters: IndexFilters,
      after: string | undefined,
      viewer: ContentViewer,
    ): Promise<VideoIndexPage> {
      const page = await content.index('chess_video', filters, after);
      const premium = await repo.premiumOf([...page.featured, ...page.items].map((card) => card.id));
      return { ...page, premium: [...premium], canWrite: await content.mayWrite('chess_video', viewer) };
    },

    /** Only those who may publish videos fill the disk with them: staff and authors. */
    async mayUpload(viewer: ContentViewer & { user: UserRow }): Promise<void> {
      if (await content.mayWrite('chess_video', viewer)) return;
      throw new AppError('author_role_required', 403, CONTENT_MESSAGES.author_role_required);
    },

    /** Streams an uploaded file into the store: MP4 or WebM by its first bytes, at most the cap. */
    async upload(body: NodeJS.ReadableStream & NodeJS.EventEmitter): Promise<VideoUploadResponse> {
      try {
        const stored = await deps.store.receive(body, VIDEO_LIMITS.fileBytes);
        return { ok: true, file: stored.name, type: stored.type, bytes: stored.bytes };
      } catch (error) {
        if (!(error instanceof VideoRefused)) throw error;
        throw error.reason === 'type' ? refusedType() : tooLarge();
      }
    },
  };
}

export const refusedType = () => new AppError('video_type', 415, VIDEO_MESSAGES.video_type);
export const tooLarge = () => new AppError('video_too_large', 413, VIDEO_MESSAGES.video_too_large);

export type Videos = ReturnType<typeof createVideos>;
