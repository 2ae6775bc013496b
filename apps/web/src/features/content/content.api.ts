import {
  CONTENT_API,
  type CommentResponse,
  type CommentsPage,
  type ContentCard,
  type ContentIndexView,
  type ContentKind,
  type ContentSaveResponse,
  type ContentView,
  type HomeContentType,
  type HomeFeed,
  type IndexedKind,
  isErrorBody,
  type LockPrefix,
  VIDEO_API,
} from '@kingside/contract';
import axios, { type AxiosInstance } from 'axios';

export interface IndexFilters {
  tag?: string;
  lang?: string;
  q?: string;
}

export interface ContentDraft {
  kind: IndexedKind;
  title: string;
  summary: string;
  body: string;
  slug?: string;
  coverUrl?: string | null;
  language: string;
  tags: string[];
  state: 'draft' | 'scheduled' | 'published';
  publishAt?: string;
}

const query = (filters: IndexFilters, after: string | null) => {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) if (value) params[key] = value;
  if (after) params.after = after;
  return params;
};

/** An index page; the videos' (`/callback/video/index`) also says which items are premium. */
export async function fetchIndex(
  http: AxiosInstance,
  kind: IndexedKind,
  filters: IndexFilters,
  after: string | null,
  signal?: AbortSignal,
): Promise<ContentIndexView & { premium?: number[] }> {
  const path = kind === 'chess_video' ? VIDEO_API.index : CONTENT_API.index(kind);
  return (await http.get<ContentIndexView>(path, { params: query(filters, after), signal })).data;
}

export const fetchHome = async (http: AxiosInstance, signal?: AbortSignal) =>
  (await http.get<HomeFeed>(CONTENT_API.home, { signal })).data;

export const fetchMine = async (http: AxiosInstance) =>
  (await http.get<{ items: ContentCard[] }>(CONTENT_API.mine)).data.items;

export const fetchForEditor = async (http: AxiosInstance, id: number) =>
  (await http.get<{ item: ContentView }>(CONTENT_API.item(id))).data.item;

export const saveContent = async (http: AxiosInstance, draft: ContentDraft, id: number | null) =>
  (await http.post<ContentSaveResponse>(id ? CONTENT_API.item(id) : CONTENT_API.create, draft)).data;

export const previewContent = async (http: AxiosInstance, body: string, signal?: AbortSignal) =>
  (await http.post<{ html: string }>(CONTENT_API.preview, { body }, { signal })).data.html;

export const uploadImage = async (http: AxiosInstance, file: File) =>
  (await http.post<{ url: string }>(CONTENT_API.image, file, { headers: { 'content-type': file.type } })).data
    .url;

export const fetchComments = async (http: AxiosInstance, itemId: number, after: number | null) =>
  (await http.get<CommentsPage>(CONTENT_API.comments(itemId), { params: after ? { after } : {} })).data;

export const addComment = async (http: AxiosInstance, itemId: number, body: string, parentId?: number) =>
  (await http.post<CommentResponse>(CONTENT_API.comments(itemId), parentId ? { body, parentId } : { body }))
    .data;

export const editComment = async (http: AxiosInstance, commentId: number, body: string) =>
  (await http.post<CommentResponse>(CONTENT_API.comment(commentId), { body })).data;

export const deleteComment = async (http: AxiosInstance, commentId: number) =>
  (await http.delete<{ message: string }>(CONTENT_API.comment(commentId), { data: {} })).data.message;

export const reportComment = async (http: AxiosInstance, commentId: number, reason: string) =>
  (await http.post<{ message: string }>(CONTENT_API.reportComment(commentId), { reason_id: reason })).data
    .message;

export const lockComments = async (http: AxiosInstance, prefix: LockPrefix, id: number, on: boolean) =>
  (
    await http.post<{ locked: boolean; message: string }>(CONTENT_API.lockComments(prefix, id), {
      on: on ? 1 : 0,
    })
  ).data;

export const featureContent = async (http: AxiosInstance, kind: ContentKind, id: number, on: boolean) =>
  (await http.post<{ featured: boolean; message: string }>(CONTENT_API.feature(kind, id), { on: on ? 1 : 0 }))
    .data;

export const saveHomeContentType = async (http: AxiosInstance, type: HomeContentType) => {
  await http.post(CONTENT_API.homeContentType, { recentContentType: type });
};

/** The server's message for a refused call, or null (network failure, anything else). */
export function refusalMessage(error: unknown): string | null {
  const data = axios.isAxiosError(error) ? error.response?.data : undefined;
  return isErrorBody(data) ? data.error.message : null;
}
