/** Presence of spec §4. */
export const PRESENCE = ['unspecified', 'offline', 'online', 'playing'] as const;
export type Presence = (typeof PRESENCE)[number];

/** User types of spec §4. */
export const USER_TYPES = ['unspecified', 'user', 'guest', 'computer'] as const;
export type UserType = (typeof USER_TYPES)[number];
