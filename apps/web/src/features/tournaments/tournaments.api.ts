import {
  type ClubTournaments,
  type NewTournament,
  TOURNAMENTS_API,
  type TournamentsPage,
  type TournamentView,
} from '@kingside/contract';
import type { AxiosInstance } from 'axios';

export async function fetchTournaments(http: AxiosInstance, signal?: AbortSignal) {
  return (await http.get<TournamentsPage>(TOURNAMENTS_API.list, { signal })).data;
}

export async function fetchTournament(http: AxiosInstance, url: string, page: number, signal?: AbortSignal) {
  return (await http.get<TournamentView>(TOURNAMENTS_API.one(url), { params: { page }, signal })).data;
}

export async function fetchClubTournaments(http: AxiosInstance, slug: string, signal?: AbortSignal) {
  return (await http.get<ClubTournaments>(TOURNAMENTS_API.ofClub(slug), { signal })).data;
}

export async function createTournament(http: AxiosInstance, input: NewTournament) {
  return (await http.post<TournamentView>(TOURNAMENTS_API.list, input)).data;
}

export type TournamentAction = 'join' | 'pause' | 'withdraw';

export async function act(http: AxiosInstance, url: string, action: TournamentAction) {
  return (await http.post<TournamentView>(TOURNAMENTS_API[action](url))).data;
}
