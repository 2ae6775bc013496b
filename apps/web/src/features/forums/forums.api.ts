import {
  type ContentReportReason,
  FORUMS_API,
  type ForumCategoryPage,
  type ForumCategoryView,
  type ForumModerationAction,
  type ForumNewTopicResponse,
  type ForumPostEdit,
  type ForumPostResponse,
  type ForumSearchPage,
  type ForumTopicPage,
  REPORT_API,
  type ReportResponse,
} from '@kingside/contract';
import type { AxiosInstance } from 'axios';

export async function fetchCategories(
  http: AxiosInstance,
  signal?: AbortSignal,
): Promise<ForumCategoryView[]> {
  return (await http.get<{ categories: ForumCategoryView[] }>(FORUMS_API.categories, { signal })).data
    .categories;
}

export async function fetchCategory(http: AxiosInstance, slug: string, after?: string, signal?: AbortSignal) {
  const params = after ? { after } : {};
  return (await http.get<ForumCategoryPage>(FORUMS_API.category(slug), { params, signal })).data;
}

export async function createTopic(http: AxiosInstance, slug: string, title: string, body: string) {
  return (await http.post<ForumNewTopicResponse>(FORUMS_API.newTopic(slug), { title, body })).data.uuid;
}

export async function fetchTopic(http: AxiosInstance, uuid: string, after?: number, signal?: AbortSignal) {
  const params = after === undefined ? {} : { after };
  return (await http.get<ForumTopicPage>(FORUMS_API.topic(uuid), { params, signal })).data;
}

export async function replyTo(http: AxiosInstance, uuid: string, body: string, quote?: number) {
  const payload = quote === undefined ? { body } : { body, quote };
  return (await http.post<ForumPostResponse>(FORUMS_API.reply(uuid), payload)).data.post;
}

export async function editPost(http: AxiosInstance, postId: number, body: string) {
  return (await http.post<ForumPostResponse>(FORUMS_API.edit(postId), { body })).data.post;
}

export async function fetchHistory(http: AxiosInstance, postId: number): Promise<ForumPostEdit[]> {
  return (await http.get<{ edits: ForumPostEdit[] }>(FORUMS_API.history(postId))).data.edits;
}

export async function setSubscribed(http: AxiosInstance, uuid: string, subscribed: boolean) {
  return (
    await http.post<{ subscribed: boolean }>(FORUMS_API.subscription(uuid), {
      subscribed: subscribed ? 1 : 0,
    })
  ).data.subscribed;
}

export async function moderateTopic(
  http: AxiosInstance,
  uuid: string,
  action: ForumModerationAction,
  category?: string,
) {
  const payload = category ? { action, category } : { action };
  return (await http.post<{ ok: true; message: string }>(FORUMS_API.moderate(uuid), payload)).data;
}

export async function reportTopic(http: AxiosInstance, uuid: string, reason: ContentReportReason) {
  return (await http.post<ReportResponse>(REPORT_API.reportForumTopic(uuid), { reason_id: reason })).data;
}

export async function searchForums(http: AxiosInstance, q: string, before?: number, signal?: AbortSignal) {
  const params = before === undefined ? { q } : { q, before };
  return (await http.get<ForumSearchPage>(FORUMS_API.search, { params, signal })).data;
}
