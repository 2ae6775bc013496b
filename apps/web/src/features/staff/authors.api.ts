import {
  type AuthorRoleResponse,
  CONTENT_API,
  type StaffContentAuthor,
  type StaffContentAuthors,
} from '@kingside/contract';
import type { AxiosInstance } from 'axios';

/** Staff only (403 otherwise): staff and members with the author role, by name. */
export async function fetchAuthors(http: AxiosInstance, signal?: AbortSignal): Promise<StaffContentAuthor[]> {
  return (await http.get<StaffContentAuthors>(CONTENT_API.authors, { signal })).data.authors;
}

/** 404 for no such member, 409 when they already are one (or are staff). */
export async function grantAuthor(http: AxiosInstance, username: string): Promise<AuthorRoleResponse> {
  return (await http.post<AuthorRoleResponse>(CONTENT_API.author(username))).data;
}

export async function revokeAuthor(http: AxiosInstance, username: string): Promise<AuthorRoleResponse> {
  return (await http.delete<AuthorRoleResponse>(CONTENT_API.author(username))).data;
}
