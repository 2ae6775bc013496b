import {
  AVATAR_TYPES,
  CLUB_MESSAGES,
  type ClubActionResponse,
  type ErrorCode,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  UPLOADS_PREFIX,
} from '@kingside/contract';
import { clubParams } from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError, unauthenticated } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/context';
import { validate } from '../../platform/http/validate';
import {
  acceptImageBody,
  type ImageRefusal,
  ImageRefused,
  squareWebps,
  type UploadStore,
} from '../../platform/uploads';
import type { Clubs } from './clubs.service';

const REFUSALS: Record<ImageRefusal, { code: ErrorCode; status: number }> = {
  type: { code: 'avatar_type', status: 415 },
  too_large: { code: 'avatar_too_large', status: 413 },
  too_many_pixels: { code: 'avatar_too_many_pixels', status: 422 },
  undecodable: { code: 'avatar_undecodable', status: 422 },
};
const tooLarge = () => new AppError('avatar_too_large', 413, PROFILE_MESSAGES.avatar_too_large);
const UPLOAD_LIMIT = { limit: 20, windowMs: 60 * 60_000 };

/**
 * `POST /callback/clubs/{slug}/avatar` (admins): the image is the body, capped as it arrives, checked
 * and re-encoded to WebP by platform/uploads, as a member's avatar is.
 */
export function clubAvatarRoutes(
  app: FastifyInstance,
  ctx: RouteContext,
  clubs: Clubs,
  uploads: UploadStore,
): void {
  app.register(async (scope) => {
    acceptImageBody(scope, PROFILE_LIMITS.avatarBytes, tooLarge);

    scope.post(
      '/callback/clubs/:slug/avatar',
      async (request, reply: FastifyReply): Promise<ClubActionResponse> => {
        const { slug } = validate(clubParams, request.params);
        const me = request.viewer.user;
        if (!me) throw unauthenticated(CLUB_MESSAGES.membersOnly);
        const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (!Buffer.isBuffer(request.body))
          throw new AppError('avatar_type', 415, PROFILE_MESSAGES.avatar_type);
        await clubs.mayManage(me, slug);
        await ctx.limits.enforce(reply, [[`club-avatar:${me.userId}`, UPLOAD_LIMIT]]);
        let image: Buffer;
        try {
          [image] = (await squareWebps(
            request.body,
            type,
            {
              types: AVATAR_TYPES,
              maxBytes: PROFILE_LIMITS.avatarBytes,
              maxPixels: PROFILE_LIMITS.avatarPixels,
            },
            [PROFILE_LIMITS.avatarLargeSize],
          )) as [Buffer];
        } catch (error) {
          if (!(error instanceof ImageRefused)) throw error;
          const { code, status } = REFUSALS[error.reason];
          throw new AppError(code, status, PROFILE_MESSAGES[code as keyof typeof PROFILE_MESSAGES]);
        }
        const name = await uploads.put(image, 'webp');
        await clubs.setAvatar(slug, `${UPLOADS_PREFIX}${name}`);
        return { ok: true, message: PROFILE_MESSAGES.avatarUploaded };
      },
    );
  });
}
