import { ANALYSIS_API, type AnalysisOpeningResponse } from '@kingside/contract';
import type { AxiosInstance } from 'axios';

/** A game's PGN from lichess's export route (404 when there is no such game). */
export async function fetchGamePgn(http: AxiosInstance, id: string, signal?: AbortSignal): Promise<string> {
  const response = await http.get<string>(`/game/export/${encodeURIComponent(id)}`, {
    params: { clocks: 'false' },
    responseType: 'text',
    signal,
  });
  return response.data;
}

/** The deepest of these positions (a line's, in order) the openings table names. */
export async function fetchOpening(
  http: AxiosInstance,
  fens: readonly string[],
  signal?: AbortSignal,
): Promise<AnalysisOpeningResponse['opening']> {
  const params = new URLSearchParams(fens.map((fen) => ['fen', fen]));
  return (await http.get<AnalysisOpeningResponse>(`${ANALYSIS_API.opening}?${params}`, { signal })).data
    .opening;
}
