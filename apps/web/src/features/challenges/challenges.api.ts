import {
  CHALLENGE_API,
  type ChallengeListResponse,
  type ChallengeView,
  type CreateChallengeRequest,
  type DeclineReason,
} from '@kingside/contract';
import type { AxiosInstance } from 'axios';

export async function createChallenge(
  http: AxiosInstance,
  body: CreateChallengeRequest,
): Promise<ChallengeView> {
  return (await http.post<ChallengeView>(CHALLENGE_API.create, body)).data;
}

export async function listChallenges(http: AxiosInstance): Promise<ChallengeListResponse> {
  return (await http.get<ChallengeListResponse>(CHALLENGE_API.list)).data;
}

export async function acceptChallenge(http: AxiosInstance, id: string): Promise<ChallengeView> {
  return (await http.post<ChallengeView>(CHALLENGE_API.accept(id), {})).data;
}

export async function declineChallenge(
  http: AxiosInstance,
  id: string,
  reason: DeclineReason = 'generic',
): Promise<ChallengeView> {
  return (await http.post<ChallengeView>(CHALLENGE_API.decline(id), { reason })).data;
}

export async function cancelChallenge(http: AxiosInstance, id: string): Promise<ChallengeView> {
  return (await http.post<ChallengeView>(CHALLENGE_API.cancel(id), {})).data;
}

export async function offerRematch(http: AxiosInstance, gameId: string): Promise<ChallengeView> {
  return (await http.post<ChallengeView>(CHALLENGE_API.rematch(gameId), {})).data;
}

export async function fetchChallenge(http: AxiosInstance, id: string): Promise<ChallengeView> {
  return (await http.get<ChallengeView>(CHALLENGE_API.one(id))).data;
}
