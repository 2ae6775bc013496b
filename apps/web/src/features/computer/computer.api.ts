import { COMPUTER_API, type ComputerGameRecord, type RecordComputerGameRequest } from '@kingside/contract';
import type { AxiosInstance } from 'axios';

/** Stores a finished game against the computer (members only); the server checks every move and the end. */
export async function recordComputerGame(
  http: AxiosInstance,
  body: RecordComputerGameRequest,
): Promise<ComputerGameRecord> {
  return (await http.post<ComputerGameRecord>(COMPUTER_API.games, body)).data;
}
