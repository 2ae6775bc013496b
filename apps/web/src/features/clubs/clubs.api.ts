import {
  CLUB_CHAT_API,
  CLUB_MATCHES_API,
  CLUBS_API,
  type ClubActionResponse,
  type ClubChatPage,
  type ClubJoinPolicy,
  type ClubLiveGames,
  type ClubMatchActionResponse,
  type ClubMatchesOfClub,
  type ClubMatchView,
  type ClubMembersPage,
  type ClubSummary,
  type ClubsPage,
  type ClubView,
} from '@kingside/contract';
import type { AxiosInstance } from 'axios';

export async function fetchClubs(http: AxiosInstance, after?: number, signal?: AbortSignal) {
  const params = after === undefined ? {} : { after };
  return (await http.get<ClubsPage>(CLUBS_API.list, { params, signal })).data;
}

export async function fetchClub(http: AxiosInstance, slug: string, signal?: AbortSignal) {
  return (await http.get<ClubView>(CLUBS_API.club(slug), { signal })).data;
}

export async function fetchMembers(http: AxiosInstance, slug: string, after?: number, signal?: AbortSignal) {
  const params = after === undefined ? {} : { after };
  return (await http.get<ClubMembersPage>(CLUBS_API.members(slug), { params, signal })).data;
}

export async function fetchClubsOf(http: AxiosInstance, username: string, signal?: AbortSignal) {
  return (await http.get<{ clubs: ClubSummary[] }>(CLUBS_API.ofMember(username), { signal })).data.clubs;
}

export async function createClub(
  http: AxiosInstance,
  input: { name: string; slug: string; description: string; joinPolicy: ClubJoinPolicy; country?: string },
) {
  return (await http.post<ClubView>(CLUBS_API.list, input)).data;
}

export async function clubAction(http: AxiosInstance, path: string, body: Record<string, unknown> = {}) {
  return (await http.post<ClubActionResponse>(path, body)).data;
}

export async function fetchMatch(http: AxiosInstance, id: number, signal?: AbortSignal) {
  return (await http.get<ClubMatchView>(CLUB_MATCHES_API.match(id), { signal })).data;
}

export async function fetchClubMatches(http: AxiosInstance, slug: string, signal?: AbortSignal) {
  return (await http.get<ClubMatchesOfClub>(CLUB_MATCHES_API.ofClub(slug), { signal })).data;
}

export async function matchAction(http: AxiosInstance, path: string, body: Record<string, unknown> = {}) {
  return (await http.post<ClubMatchActionResponse>(path, body)).data;
}

export async function fetchClubChat(
  http: AxiosInstance,
  slug: string,
  before?: number,
  signal?: AbortSignal,
) {
  const params = before === undefined ? {} : { before };
  return (await http.get<ClubChatPage>(CLUB_CHAT_API.history(slug), { params, signal })).data;
}

/** The live games the club's members are playing now, newest first. */
export async function fetchClubLiveGames(http: AxiosInstance, slug: string, signal?: AbortSignal) {
  return (await http.get<ClubLiveGames>(CLUBS_API.liveGames(slug), { signal })).data;
}
