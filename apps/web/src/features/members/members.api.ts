import { API, type MemberProfile } from '@kingside/contract';
import type { AxiosInstance } from 'axios';

export async function fetchMemberProfile(
  http: AxiosInstance,
  username: string,
  signal: AbortSignal,
): Promise<MemberProfile> {
  return (await http.get<MemberProfile>(API.memberProfile(username), { signal })).data;
}
