/**
 * Chess videos (issue 17): content items of kind `chess_video` whose picture is either a file
 * uploaded here (served with range requests) or a link to one of the allowed video hosts (§9: the
 * video sites auto-linked, over .com or .tv), shown in a sandboxed iframe of that host's player.
 */

/** The containers we accept, told by their magic bytes (there is no encoder: files are kept as sent). */
export const VIDEO_FILE_TYPES = ['video/mp4', 'video/webm'] as const;
export type VideoFileType = (typeof VIDEO_FILE_TYPES)[number];

export const VIDEO_LIMITS = {
  /** An uploaded file, counted as it arrives. */
  fileBytes: 100 * 1024 * 1024,
  linkMax: 300,
} as const;

/** Hosts whose videos may be linked: §9's video sites, and the player each embeds from (exact origins). */
export const VIDEO_PROVIDERS = ['youtube', 'vimeo', 'twitch'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

/** The only origins a video page frames (the page's CSP `frame-src` says the same). */
export const VIDEO_EMBED_ORIGINS: Record<VideoProvider, string> = {
  youtube: 'https://www.youtube.com',
  vimeo: 'https://player.vimeo.com',
  twitch: 'https://player.twitch.tv',
};

export interface VideoLink {
  provider: VideoProvider;
  /** The host's id of the video. */
  id: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const NUMERIC_ID = /^\d{1,12}$/;

/** The video a link names on an allowed host, or null for any other address. */
export function parseVideoLink(address: string): VideoLink | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'youtube.com' || host === 'www.youtube.com' || host === 'm.youtube.com') {
    const id =
      parts[0] === 'watch' && parts.length === 1
        ? url.searchParams.get('v')
        : parts.length === 2 && ['embed', 'shorts', 'live'].includes(parts[0]!)
          ? parts[1]!
          : null;
    return id && YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : null;
  }
  if (host === 'vimeo.com' || host === 'www.vimeo.com' || host === 'player.vimeo.com') {
    const id = host === 'player.vimeo.com' ? (parts[0] === 'video' ? parts[1] : undefined) : parts[0];
    const expected = host === 'player.vimeo.com' ? 2 : 1;
    return id && parts.length === expected && NUMERIC_ID.test(id) ? { provider: 'vimeo', id } : null;
  }
  if (host === 'twitch.tv' || host === 'www.twitch.tv' || host === 'm.twitch.tv') {
    const id = parts.length === 2 && parts[0] === 'videos' ? parts[1]! : null;
    return id && NUMERIC_ID.test(id) ? { provider: 'twitch', id } : null;
  }
  return null;
}

/** The address a link is kept and shown under (one per video, whatever form was pasted). */
export function canonicalVideoUrl(link: VideoLink): string {
  switch (link.provider) {
    case 'youtube':
      return `https://www.youtube.com/watch?v=${link.id}`;
    case 'vimeo':
      return `https://vimeo.com/${link.id}`;
    case 'twitch':
      return `https://www.twitch.tv/videos/${link.id}`;
  }
}

/** The host's player for the video; Twitch's wants the embedding page's host name. */
export function videoEmbedUrl(link: VideoLink, pageHost: string): string {
  const origin = VIDEO_EMBED_ORIGINS[link.provider];
  switch (link.provider) {
    case 'youtube':
      return `${origin}/embed/${link.id}`;
    case 'vimeo':
      return `${origin}/video/${link.id}`;
    case 'twitch':
      return `${origin}/?video=${link.id}&parent=${encodeURIComponent(pageHost)}&autoplay=false`;
  }
}

/** Where a video's picture comes from, as its page is told (only to those who may watch it). */
export type VideoSource =
  | { kind: 'file'; url: string; type: VideoFileType; bytes: number }
  | { kind: 'link'; provider: VideoProvider; id: string; url: string };

/** `GET /callback/video/item/{id}`: the picture of a video the viewer may watch. */
export interface VideoDetail {
  itemId: number;
  premium: boolean;
  source: VideoSource;
}

/** `POST /callback/video/upload`: the stored file's name, for the save that uses it. */
export interface VideoUploadResponse {
  ok: true;
  file: string;
  type: VideoFileType;
  bytes: number;
}

/** The web callbacks of videos; saving, comments, lock-comments and feature are content's. */
export const VIDEO_API = {
  /** GET `?tag&lang&q&after`: content's videos index, with `premium`: the ids of the premium ones. */
  index: '/callback/video/index',
  /** POST the file's bytes (Content-Type video/mp4 or video/webm). */
  upload: '/callback/video/upload',
  /** POST a new video (a draft, scheduled or published). */
  create: '/callback/video/item',
  /** GET: its source (premium ones need the tier); POST: save it (author or staff). */
  item: (id: number) => `/callback/video/item/${id}`,
  /** GET with Range: the uploaded file's bytes. */
  file: (id: number) => `/callback/video/item/${id}/file`,
} as const;

export const VIDEO_MESSAGES = {
  not_found: 'There is no such video.',
  video_type: 'Videos must be MP4 or WebM files.',
  video_too_large: 'That video is too large (100 MB at most).',
  video_link: 'Link a video on YouTube, Vimeo or Twitch.',
  video_file_missing: 'Upload the video file again: it is not on the server.',
  video_source_required: 'Upload a video file or link one.',
  range_not_satisfiable: 'That part of the video does not exist.',
  uploaded: 'Video uploaded.',
  premium: 'This video is for Gold members and above.',
} as const;
