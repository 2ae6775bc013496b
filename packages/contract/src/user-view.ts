import { API } from './api';
import type { ArchiveView } from './board';
import type { Language } from './locales';

/** The §7 calls that change how the site shows for a member (§3 User state), applied at once (§4). */
export const FAIR_PLAY_AGREE_VALUES = ['0', '1'] as const;

export const USER_VIEW_API = {
  archiveView: API.archiveView,
  /** `POST /callback/user/set-fair-play-agree/{fairPlayAgree}`, 1 or 0 (§5). */
  fairPlayAgree: (fairPlayAgree: 0 | 1) => `/callback/user/set-fair-play-agree/${fairPlayAgree}`,
  fairPlayAgreeRoute: '/callback/user/set-fair-play-agree/:fairPlayAgree',
  contentLanguage: '/callback/user/content-language/set',
} as const;

export interface ArchiveViewResponse {
  ok: true;
  archiveView: ArchiveView;
}

export interface FairPlayAgreeResponse {
  ok: true;
  fairPlayAgree: 0 | 1;
}

export interface ContentLanguageResponse {
  ok: true;
  contentLanguage: Language;
}
