/**
 * The member a session belongs to. The platform reads only `userId`; accounts merges its user row
 * into this interface (modules/accounts/session-users.ts), so routes see the whole row on
 * `request.viewer.user` while the platform imports no module.
 */
export interface SessionUser {
  userId: number;
}

/** What sessions need of the members they belong to: accounts implements it, app.ts wires it in. */
export interface SessionUsers {
  /** The members with these ids; one that no longer exists is left out. */
  findByIds(userIds: readonly number[]): Promise<SessionUser[]>;
  /** Whether `owner` may view the site as `member` now (§4): a demotion or a closure ends it. */
  mayImpersonate(owner: SessionUser, member: SessionUser): boolean;
}
