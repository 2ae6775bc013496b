import {
  type EntitlementStatus,
  type GameView,
  PLAY_API,
  REVIEW_API,
  type ReviewInfo,
  type ReviewSubmission,
} from '@kingside/contract';
import type { AxiosInstance } from 'axios';

export interface LoadedReview {
  game: GameView;
  info: ReviewInfo;
}

const NO_INFO: ReviewInfo = { bookPlies: 0, saved: null, deepStarted: false };

/** The game, and its book moves and saved review once it is over (before, the server would say 409). */
export async function fetchReviewTarget(
  http: AxiosInstance,
  id: string,
  signal?: AbortSignal,
): Promise<LoadedReview> {
  const game = (await http.get<GameView>(PLAY_API.game(id), { signal })).data;
  const info = game.status === 'started' ? NO_INFO : await fetchReviewInfo(http, id, signal);
  return { game, info };
}

/** The game's book moves and the viewer's saved review. */
export async function fetchReviewInfo(
  http: AxiosInstance,
  id: string,
  signal?: AbortSignal,
): Promise<ReviewInfo> {
  return (await http.get<ReviewInfo>(REVIEW_API.review(id), { signal })).data;
}

export async function saveReview(http: AxiosInstance, id: string, review: ReviewSubmission): Promise<void> {
  await http.post(REVIEW_API.review(id), review);
}

/** Spends one deep review (403 `upgrade_required`/`quota_exceeded` past the allowance). */
export async function startDeepReview(http: AxiosInstance, id: string): Promise<EntitlementStatus> {
  return (await http.post<EntitlementStatus>(REVIEW_API.deep(id))).data;
}
