import type { GameView } from '@kingside/contract';
import type { AxiosInstance } from 'axios';

export const gamePath = (id: string) => `/callback/game/${encodeURIComponent(id)}`;

/** `GET /callback/game/{id}`: the game as it stands (404 when there is no such game). */
export async function fetchGame(http: AxiosInstance, id: string): Promise<GameView> {
  const { data } = await http.get<GameView>(gamePath(id));
  return data;
}
