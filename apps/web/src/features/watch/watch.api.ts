import { type LiveGamesResponse, PLAY_API } from '@kingside/contract';
import type { AxiosInstance } from 'axios';

/** `GET /callback/games/live`: the games being played, top-rated first. */
export async function fetchLiveGames(http: AxiosInstance, signal?: AbortSignal): Promise<LiveGamesResponse> {
  return (await http.get<LiveGamesResponse>(PLAY_API.liveGames(), { signal })).data;
}
