import {
  type ContentReportReason,
  type ContentSaveResponse,
  REPORT_API,
  type ReportResponse,
  VIDEO_API,
  type VideoDetail,
  type VideoUploadResponse,
} from '@kingside/contract';
import type { AxiosInstance } from 'axios';

/** What a video's save sends beside the item's fields (content.api's draft). */
export interface VideoFields {
  /** Left out of an edit, the video keeps its picture. */
  source?: { file: string } | { link: string };
  premium: 0 | 1;
}

export const fetchVideo = async (http: AxiosInstance, id: number, signal?: AbortSignal) =>
  (await http.get<VideoDetail>(VIDEO_API.item(id), { signal })).data;

/** The file's bytes as the body (streamed to disk by the server), with the share sent so far. */
export const uploadVideo = async (http: AxiosInstance, file: File, onProgress: (share: number) => void) =>
  (
    await http.post<VideoUploadResponse>(VIDEO_API.upload, file, {
      headers: { 'content-type': file.type },
      onUploadProgress: (event) => onProgress(event.total ? event.loaded / event.total : 0),
    })
  ).data;

export const saveVideo = async (http: AxiosInstance, input: object, id: number | null) =>
  (await http.post<ContentSaveResponse>(id ? VIDEO_API.item(id) : VIDEO_API.create, input)).data;

/** §7 `POST /chess-tv/callback/report/{reason}/{video}`, the video named by its slug. */
export const reportVideo = async (http: AxiosInstance, slug: string, reason: ContentReportReason) =>
  (await http.post<ReportResponse>(REPORT_API.reportVideo(reason, slug), {})).data;
