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
