import { API, type MemberProfileView } from '@kingside/contract';
import type { AxiosInstance } from 'axios';

export async function fetchMemberProfile(
  http: AxiosInstance,
  username: string,
  signal: AbortSignal,
): Promise<MemberProfileView> {
  return (await http.get<MemberProfileView>(API.memberProfile(username), { signal })).data;
}
