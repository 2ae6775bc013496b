import {
  API,
  type AvatarResponse,
  type MemberProfileView,
  PROFILE_API,
  type ProfileSaveResponse,
  type UserPopupPayload,
} from '@kingside/contract';
import type { AxiosInstance } from 'axios';
import type { PlatformClient } from '../../lib/platform-client';

export async function fetchMemberProfile(
  http: AxiosInstance,
  username: string,
  signal: AbortSignal,
): Promise<MemberProfileView> {
  return (await http.get<MemberProfileView>(API.memberProfile(username), { signal })).data;
}

/** The fields the owner edits; blank clears one (the page's POST, §2). */
export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  location?: string;
  bio?: string;
  country?: string;
  flairCode?: string;
}

export async function saveProfile(
  http: AxiosInstance,
  username: string,
  changes: ProfileChanges,
): Promise<ProfileSaveResponse> {
  return (await http.post<ProfileSaveResponse>(PROFILE_API.page(username), changes)).data;
}

/** The picture itself is the body; the server checks and re-encodes it. */
export async function uploadAvatar(http: AxiosInstance, file: File): Promise<AvatarResponse> {
  return (
    await http.post<AvatarResponse>(PROFILE_API.avatar, file, { headers: { 'Content-Type': file.type } })
  ).data;
}

export async function fetchUserPopup(
  http: AxiosInstance,
  username: string,
  signal: AbortSignal,
): Promise<UserPopupPayload> {
  return (await http.post<UserPopupPayload>(PROFILE_API.popup(username), {}, { signal })).data;
}

/** `ListProfileSettingsOptions` (§7), countries only: the RPC runtime loads on first use. */
export async function listCountries(platform: PlatformClient): Promise<{ code: string; name: string }[]> {
  const [{ createClient }, { ProfileService }, transport] = await Promise.all([
    import('@connectrpc/connect'),
    import('@kingside/contract/profile-rpc'),
    platform.profile(),
  ]);
  const response = await createClient(ProfileService, transport).listProfileSettingsOptions({
    fieldMask: { paths: ['countries'] },
  });
  return response.countries.map(({ code, name }) => ({ code, name }));
}
