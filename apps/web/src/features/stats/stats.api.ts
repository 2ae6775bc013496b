import {
  type CanAccessResponse,
  type ReadableUserItem,
  STATS_API,
  type StatsReport,
  type StreaksSummary,
  type UserItem,
  type UserItemResponse,
  type YearRecap,
} from '@kingside/contract';
import type { AxiosInstance } from 'axios';

export async function fetchStats(http: AxiosInstance, username: string, signal?: AbortSignal) {
  return (await http.get<StatsReport>(STATS_API.stats(username), { signal })).data;
}

export async function fetchStreaks(http: AxiosInstance, username: string, signal?: AbortSignal) {
  return (await http.get<StreaksSummary>(STATS_API.streaks(username), { signal })).data;
}

/** §7 `GET /can-access/{username}/year-in-chess`. */
export async function fetchCanAccessYear(http: AxiosInstance, username: string, signal?: AbortSignal) {
  return (await http.get<CanAccessResponse>(STATS_API.canAccessYear(username), { signal })).data;
}

export async function fetchYear(http: AxiosInstance, username: string, year: number, signal?: AbortSignal) {
  return (await http.get<YearRecap>(STATS_API.year(username, year), { signal })).data;
}

/** §7 `GET /callback/user/get-item/{item}`. */
export async function getUserItem(http: AxiosInstance, item: ReadableUserItem, signal?: AbortSignal) {
  return (await http.get<UserItemResponse>(STATS_API.getItem(item), { signal })).data;
}

/** §7 `POST /callback/user/set-item`. */
export async function setUserItem(http: AxiosInstance, item: UserItem): Promise<void> {
  await http.post(STATS_API.setItem, { item });
}
