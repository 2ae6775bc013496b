/** Paths of the JSON calls the web app makes (spec §7 names most of them). */
export const API = {
  loginCheck: '/login_check',
  register: '/register',
  logout: '/logout',
  currentUser: '/callback/user/current',
  usernameValid: '/callback/user/valid',
  roles: '/callback/security/user/roles',
  memberProfile: (username: string) =>
    `/callback/member/profile/${encodeURIComponent(username.toLowerCase())}`,
  guestSkillLevel: '/guest/update-skill-level',
  forgotPassword: '/callback/user/password/forgot',
  resetPassword: '/callback/user/password/reset',
  changePassword: '/callback/user/password/change',
  verifyEmail: '/callback/user/email/verify',
  resendVerification: '/callback/user/email/resend',
  sessions: '/callback/user/sessions',
  revokeSession: '/callback/user/sessions/revoke',
  revokeOtherSessions: '/callback/user/sessions/revoke-others',
  closeAccount: '/callback/user/close',
  archiveView: '/callback/user/archive-view',
} as const;

/** `GET /callback/user/valid?username=…` */
export interface UsernameValidResponse {
  valid: boolean;
  available: boolean;
  code?: string;
  message?: string;
}

/** `GET /callback/security/user/roles` */
export interface RolesResponse {
  roles: string[];
}
