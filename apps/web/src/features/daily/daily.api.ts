import {
  type ChallengeView,
  type CreateDailySeekRequest,
  DAILY_API,
  type DailyGamesPage,
  type DailySeeksResponse,
} from '@kingside/contract';
import type { AxiosInstance } from 'axios';

export async function fetchDailySeeks(http: AxiosInstance): Promise<DailySeeksResponse> {
  return (await http.get<DailySeeksResponse>(DAILY_API.seeks)).data;
}

export async function createDailySeek(
  http: AxiosInstance,
  body: CreateDailySeekRequest,
): Promise<ChallengeView> {
  return (await http.post<ChallengeView>(DAILY_API.seek, body)).data;
}

export async function fetchDailyGames(http: AxiosInstance, page: number): Promise<DailyGamesPage> {
  return (await http.get<DailyGamesPage>(DAILY_API.games(page))).data;
}
