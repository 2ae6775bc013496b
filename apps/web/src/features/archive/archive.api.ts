import { API, type ArchivePageResponse, type ArchiveView, GAME_ARCHIVE_API } from '@kingside/contract';
import type { AxiosInstance } from 'axios';

/** One page of a member's archive; `after` is the previous page's `next`. */
export async function fetchArchivePage(
  http: AxiosInstance,
  username: string,
  query: URLSearchParams,
  after: string | null,
  signal?: AbortSignal,
): Promise<ArchivePageResponse> {
  const params = new URLSearchParams(query);
  if (after) params.set('after', after);
  return (await http.get<ArchivePageResponse>(`${GAME_ARCHIVE_API.page(username)}?${params}`, { signal }))
    .data;
}

export async function saveArchiveView(http: AxiosInstance, archiveView: ArchiveView): Promise<void> {
  await http.post(API.archiveView, { archiveView });
}
