import {
  type FollowSuggestionsResponse,
  type FriendRequestsResponse,
  type FriendsPage,
  type InviteLinkResponse,
  MEMBER_SEARCH_API,
  type MemberAction,
  type MemberSearchResponse,
  RELATIONS_API,
  type RelationResponse,
} from '@kingside/contract';
import type { AxiosInstance } from 'axios';

/** A change of relation the buttons offer: §7's friend calls and the member actions. */
export type RelationChange = 'add' | 'accept' | 'cancel' | 'decline' | 'remove' | MemberAction | 'dismiss';

/** Sends one change (§7 method and path); answers the server's message (§8 shows it). */
export async function sendChange(
  http: AxiosInstance,
  change: RelationChange,
  username: string,
): Promise<string> {
  const call = (): Promise<{ data: RelationResponse }> => {
    switch (change) {
      case 'add':
        return http.post(RELATIONS_API.friendRequest(username), { user: username });
      case 'accept':
        return http.put(RELATIONS_API.friendAccept(username));
      case 'cancel':
        return http.post(RELATIONS_API.friendCancel(username));
      case 'decline':
        return http.delete(RELATIONS_API.friendDecline(username), { data: {} });
      case 'remove':
        return http.delete(RELATIONS_API.friendDelete(username), { data: {} });
      case 'dismiss':
        return http.post(RELATIONS_API.dismissFollow(username));
      default:
        return http.post(RELATIONS_API.member(change, username));
    }
  };
  return (await call()).data.message;
}

export async function fetchFriends(
  http: AxiosInstance,
  username: string,
  page: number,
): Promise<FriendsPage> {
  return (await http.get<FriendsPage>(RELATIONS_API.friends(username), { params: { page } })).data;
}

export async function fetchRequests(http: AxiosInstance): Promise<FriendRequestsResponse> {
  return (await http.get<FriendRequestsResponse>(RELATIONS_API.friendRequests)).data;
}

export async function fetchSuggestions(http: AxiosInstance): Promise<FollowSuggestionsResponse> {
  return (await http.get<FollowSuggestionsResponse>(RELATIONS_API.followSuggestions)).data;
}

export async function fetchInviteLink(http: AxiosInstance): Promise<string> {
  return (await http.get<InviteLinkResponse>(RELATIONS_API.inviteLink)).data.link;
}

export async function sendInvitations(http: AxiosInstance, emails: string[]): Promise<string> {
  return (await http.post<RelationResponse>(RELATIONS_API.inviteByEmail, { emails })).data.message;
}

/** §7 member search: the text goes in the path; `activeDays` 4000. */
export async function searchMembers(
  http: AxiosInstance,
  text: string,
  signal?: AbortSignal,
): Promise<MemberSearchResponse> {
  const { data } = await http.get<MemberSearchResponse>(MEMBER_SEARCH_API.search(text), {
    params: { activeDays: 4000 },
    signal,
  });
  return data;
}
