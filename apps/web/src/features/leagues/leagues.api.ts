import {
  type DivisionView,
  LEAGUES_API,
  type LeagueResultsView,
  type MyLeagueView,
} from '@kingside/contract';
import type { AxiosInstance } from 'axios';

export async function fetchMyLeague(http: AxiosInstance, signal?: AbortSignal) {
  return (await http.get<MyLeagueView>(LEAGUES_API.mine, { signal })).data;
}

export async function fetchDivision(
  http: AxiosInstance,
  league: string,
  division: string,
  signal?: AbortSignal,
) {
  return (await http.get<DivisionView>(LEAGUES_API.division(league, division), { signal })).data;
}

export async function fetchLeagueResults(http: AxiosInstance, username: string, signal?: AbortSignal) {
  return (await http.get<LeagueResultsView>(LEAGUES_API.results(username), { signal })).data;
}
