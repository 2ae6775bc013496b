import {
  AVATAR_TYPES,
  type AvatarResponse,
  type ErrorCode,
  flairByCode,
  type MemberProfileView,
  mayWearFlair,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  type ProfilePresence,
  shownFlair,
  UPLOADS_PREFIX,
  type UserPopupPayload,
} from '@kingside/contract';
import type { ProfileUpdate } from '@kingside/contract/schemas';
import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { Features } from '../../platform/features';
import { type ImageRefusal, ImageRefused, squareWebps, type UploadStore } from '../../platform/uploads';
import { type AccountsService, levelOf, presentMemberProfile, type UserRow } from '../accounts';
import { type Play, playerKey } from '../play';
import type { Relations } from '../relations';
import { generatedAvatarPng } from './generated-avatar';
import { presentPopup, presentProfileView } from './members.present';
import { createMembersRepo } from './members.repo';

/** Recent games and friends a profile shows (the friends list has its own page). */
const RECENT_GAMES = 10;
const FRIENDS_SHOWN = 8;

const REFUSALS: Record<ImageRefusal, { code: ErrorCode; status: number }> = {
  type: { code: 'avatar_type', status: 415 },
  too_large: { code: 'avatar_too_large', status: 413 },
  too_many_pixels: { code: 'avatar_too_many_pixels', status: 422 },
  undecodable: { code: 'avatar_undecodable', status: 422 },
};

export interface ProfilesDeps {
  db: Db;
  clock: Clock;
  accounts: Pick<AccountsService, 'setProfileFields'>;
  relations: Pick<Relations, 'stateBetween' | 'friends'>;
  play: Pick<Play, 'presence' | 'activity' | 'finishedGames' | 'computer'>;
  features: Pick<Features, 'all'>;
  uploads: UploadStore;
}

/** Member profiles (§2 `/member/{username}`): the page's data, the owner's edits, avatars, the hover card. */
export function createProfiles(deps: ProfilesDeps) {
  const repo = createMembersRepo(deps.db);

  async function presenceOf(user: UserRow): Promise<ProfilePresence> {
    if (presentMemberProfile(user).closed) return { status: 'offline', gameId: null };
    const [status] = await deps.play.presence.statuses([playerKey({ userId: user.userId, guestId: null })]);
    const gameId = status === 'playing' ? await deps.play.activity.liveGameOf(user.userId) : null;
    return { status: status ?? 'offline', gameId };
  }

  async function flairOf(user: UserRow): Promise<string | null> {
    return shownFlair(user.flairCode, levelOf(user), await deps.features.all())?.symbol ?? null;
  }

  /** Null for guests and for oneself: there is nothing between them. */
  const relationOf = (user: UserRow, viewer: UserRow | null) =>
    viewer && viewer.userId !== user.userId ? deps.relations.stateBetween(viewer.userId, user.userId) : null;

  async function friendsOf(user: UserRow) {
    if (presentMemberProfile(user).closed) return { total: 0, sample: [] };
    const page = await deps.relations.friends(user.username, 1);
    return {
      total: page.totalSize,
      sample: page.friends.slice(0, FRIENDS_SHOWN).map(({ since: _since, ...member }) => member),
    };
  }

  async function view(user: UserRow, viewer: UserRow | null): Promise<MemberProfileView> {
    const closed = presentMemberProfile(user).closed;
    const [text, flair, presence, ratings, games, friends, relation, computerBot] = await Promise.all([
      closed ? null : repo.find(user.userId),
      closed ? null : flairOf(user),
      presenceOf(user),
      closed ? [] : deps.play.activity.ratings(user.userId),
      closed ? [] : deps.play.finishedGames.of(user.userId, {}, RECENT_GAMES),
      friendsOf(user),
      relationOf(user, viewer),
      deps.play.computer.botKeyOf(user.userId),
    ]);
    return presentProfileView({
      user,
      text,
      flair,
      presence,
      ratings,
      games,
      friends,
      relation,
      computerBot,
    });
  }

  function refuseNotOwner(owner: UserRow, target: UserRow): void {
    if (owner.userId !== target.userId)
      throw new AppError('profile_not_owner', 403, PROFILE_MESSAGES.profile_not_owner);
  }

  return {
    view,

    async popup(user: UserRow, viewer: UserRow | null): Promise<UserPopupPayload> {
      const closed = presentMemberProfile(user).closed;
      const [text, flair, presence, ratings, friends, relation] = await Promise.all([
        closed ? null : repo.find(user.userId),
        closed ? null : flairOf(user),
        presenceOf(user),
        closed ? [] : deps.play.activity.ratings(user.userId),
        friendsOf(user),
        relationOf(user, viewer),
      ]);
      return presentPopup({ user, text, flair, presence, ratings, friendsTotal: friends.total, relation });
    },

    /** The owner's edit: every field checked (flair against tier and flags) before anything is written. */
    /** What a member wrote about themselves (name, location, bio), or null before they wrote anything. */
    written: (userId: number) => repo.find(userId),

    async update(owner: UserRow, target: UserRow, changes: ProfileUpdate): Promise<MemberProfileView> {
      refuseNotOwner(owner, target);
      const { country, flairCode, ...text } = changes;
      if (flairCode) {
        const flair = flairByCode(flairCode);
        if (!flair || !mayWearFlair(flair, levelOf(owner), await deps.features.all()))
          throw new AppError('flair_unavailable', 403, PROFILE_MESSAGES.flair_unavailable);
      }
      if (Object.keys(text).length > 0) await repo.save(owner.userId, text, deps.clock.now());
      const onRow = {
        ...(country !== undefined ? { country } : {}),
        ...(flairCode !== undefined ? { flairCode } : {}),
      };
      const updated = Object.keys(onRow).length
        ? await deps.accounts.setProfileFields(owner.userId, onRow)
        : null;
      return view(updated ?? owner, owner);
    },

    /** Checks, re-encodes and stores the two sizes, then points the member at them. */
    async setAvatar(ownerId: number, bytes: Buffer, contentType: string): Promise<AvatarResponse> {
      let images: Buffer[];
      try {
        images = await squareWebps(
          bytes,
          contentType,
          {
            types: AVATAR_TYPES,
            maxBytes: PROFILE_LIMITS.avatarBytes,
            maxPixels: PROFILE_LIMITS.avatarPixels,
          },
          [PROFILE_LIMITS.avatarSize, PROFILE_LIMITS.avatarLargeSize],
        );
      } catch (error) {
        if (!(error instanceof ImageRefused)) throw error;
        const { code, status } = REFUSALS[error.reason];
        throw new AppError(code, status, PROFILE_MESSAGES[code as keyof typeof PROFILE_MESSAGES]);
      }
      const [small, large] = await Promise.all(images.map((image) => deps.uploads.put(image, 'webp')));
      const avatarUrl = `${UPLOADS_PREFIX}${small}`;
      const avatarLargeUrl = `${UPLOADS_PREFIX}${large}`;
      await deps.accounts.setProfileFields(ownerId, { avatarUrl, avatarLargeUrl });
      return { message: PROFILE_MESSAGES.avatarUploaded, avatarUrl, avatarLargeUrl };
    },

    /** A drawn picture for members who have none (the demo members at first start). */
    async giveGeneratedAvatar(userId: number, username: string): Promise<void> {
      await this.setAvatar(userId, await generatedAvatarPng(username), 'image/png');
    },

    async removeAvatar(owner: UserRow): Promise<AvatarResponse> {
      await deps.accounts.setProfileFields(owner.userId, { avatarUrl: null, avatarLargeUrl: null });
      return { message: PROFILE_MESSAGES.avatarRemoved, avatarUrl: null, avatarLargeUrl: null };
    },
  };
}

export type Profiles = ReturnType<typeof createProfiles>;
