import {
  isLanguageCode,
  PROFILE_API,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  type ProfileSaveResponse,
} from '@kingside/contract';
import { profileUpdateBody, text } from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, notFound, unauthenticated } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/context';
import { isFormPost } from '../../platform/http/form-post';
import { validate } from '../../platform/http/validate';
import type { RateRule } from '../../platform/rate-limit';
import { acceptImageBody } from '../../platform/uploads';
import type { AccountsService, UserRow } from '../accounts';
import type { Profiles } from './profile.service';

export const params = z.object({ username: text(64).min(1) });
export const localizedParams = params.extend({ lang: text(8) });

/** Saves and uploads per member: plenty for someone editing, little for a script. */
const WRITE_LIMIT: RateRule = { limit: 30, windowMs: 10 * 60_000 };
/** Hover cards per viewer: a pointer crossing a list opens many. */
const POPUP_LIMIT: RateRule = { limit: 300, windowMs: 60_000 };

function owner(request: FastifyRequest): UserRow {
  const user = request.viewer.user;
  if (!user) throw unauthenticated(PROFILE_MESSAGES.loginToEdit);
  return user;
}

/**
 * Member profiles (§2, §7): the profile's data, the page's POST (the owner's edit, a web callback:
 * Origin, session and CSRF as the others), the avatar and the hover card.
 */
export function membersRoutes(
  app: FastifyInstance,
  ctx: RouteContext,
  { accounts, profiles }: { accounts: Pick<AccountsService, 'findByUsername'>; profiles: Profiles },
): void {
  async function member(username: string): Promise<UserRow> {
    const user = await accounts.findByUsername(username);
    if (!user) throw notFound(`No member is called ${username}.`);
    return user;
  }

  app.get('/callback/member/profile/:username', async (request) => {
    const { username } = validate(params, request.params);
    return profiles.view(await member(username), request.viewer.user);
  });

  async function save(request: FastifyRequest, reply: FastifyReply, username: string) {
    const changes = validate(profileUpdateBody, request.body ?? {});
    const me = owner(request);
    const target = await member(username);
    await ctx.limits.enforce(reply, [[`profile:${me.userId}`, WRITE_LIMIT]]);
    const profile = await profiles.update(me, target, changes);
    // A plain HTML form lands back on the page; the app reads the saved profile.
    if (isFormPost(request)) return reply.code(303).redirect(PROFILE_API.page(profile.username));
    return { message: PROFILE_MESSAGES.profileSaved, profile } satisfies ProfileSaveResponse;
  }
  app.post('/member/:username', async (request, reply) =>
    save(request, reply, validate(params, request.params).username),
  );
  app.post('/:lang/member/:username', async (request, reply) => {
    const { lang, username } = validate(localizedParams, request.params);
    if (!isLanguageCode(lang)) throw notFound('No such page.');
    return save(request, reply, username);
  });

  app.post('/callback/user/popup/:username', async (request, reply) => {
    const { username } = validate(params, request.params);
    const viewer = request.viewer.user;
    await ctx.limits.enforce(reply, [[`popup:${viewer?.userId ?? request.ip}`, POPUP_LIMIT]]);
    return profiles.popup(await member(username), viewer);
  });

  app.register(async (avatar) => {
    acceptImageBody(
      avatar,
      PROFILE_LIMITS.avatarBytes,
      () => new AppError('avatar_too_large', 413, PROFILE_MESSAGES.avatar_too_large),
    );

    avatar.post(PROFILE_API.avatar, async (request, reply) => {
      const me = owner(request);
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!Buffer.isBuffer(request.body))
        throw new AppError('avatar_type', 415, PROFILE_MESSAGES.avatar_type);
      await ctx.limits.enforce(reply, [[`profile:${me.userId}`, WRITE_LIMIT]]);
      return profiles.setAvatar(me.userId, request.body, type);
    });

    avatar.delete(PROFILE_API.avatar, async (request, reply) => {
      const me = owner(request);
      await ctx.limits.enforce(reply, [[`profile:${me.userId}`, WRITE_LIMIT]]);
      return profiles.removeAvatar(me);
    });
  });
}
