import { type Language, USER_VIEW_API } from '@kingside/contract';
import type { AxiosInstance } from 'axios';

/** §7 `POST /callback/user/set-fair-play-agree/{fairPlayAgree}`, 1 or 0. */
export async function saveFairPlayAgree(http: AxiosInstance, fairPlayAgree: 0 | 1): Promise<void> {
  await http.post(USER_VIEW_API.fairPlayAgree(fairPlayAgree));
}

/** §7 `POST /callback/user/content-language/set`. */
export async function saveContentLanguage(http: AxiosInstance, contentLanguage: Language): Promise<void> {
  await http.post(USER_VIEW_API.contentLanguage, { contentLanguage });
}
