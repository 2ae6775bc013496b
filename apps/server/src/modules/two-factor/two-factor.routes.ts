import { TWO_FACTOR_API, type TwoFactorEnabled, type TwoFactorStatus } from '@kingside/contract';
import { twoFactorCodeRequest } from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthenticated } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/context';
import { validate } from '../../platform/http/validate';
import type { AccountsService } from '../accounts';
import { TWO_FACTOR_LIMITS } from './two-factor.limits';
import { presentSetup } from './two-factor.present';
import type { TwoFactorService } from './two-factor.service';

export function twoFactorRoutes(
  app: FastifyInstance,
  ctx: RouteContext,
  { accounts, twoFactor }: { accounts: AccountsService; twoFactor: TwoFactorService },
): void {
  const member = (request: FastifyRequest) => {
    const user = request.viewer.user;
    if (!user) throw unauthenticated();
    return user;
  };
  const limitCodes = (request: FastifyRequest, reply: FastifyReply, userId: number) =>
    ctx.limits.enforce(reply, [
      [`2fa:ip:${request.ip}`, TWO_FACTOR_LIMITS.perIp],
      [`2fa:account:${userId}`, TWO_FACTOR_LIMITS.perAccount],
    ]);

  /** The second step of a login that `/login_check` left waiting on this session. */
  app.post(TWO_FACTOR_API.loginCheck, async (request, reply) => {
    const { code } = validate(twoFactorCodeRequest, request.body);
    const sessionIdHash = request.viewer.session?.idHash;
    const { pending, user } = await twoFactor.pendingLogin(sessionIdHash);
    await limitCodes(request, reply, user.userId);
    await twoFactor.finishLogin(pending.sessionIdHash, user.userId, code);
    // Only now may a self-closed account reopen: the password alone was not enough.
    const admitted = await accounts.admit(user);
    await ctx.sessions.start(request, reply, await accounts.recordLogin(admitted, pending.timezone));
    request.log.info({ userId: user.userId }, 'login with two factors');
    return admitted.reopened ? { ok: true, reopened: true } : { ok: true };
  });

  app.get(TWO_FACTOR_API.status, async (request): Promise<TwoFactorStatus> => {
    return twoFactor.status(member(request).userId);
  });

  app.post(TWO_FACTOR_API.setup, async (request) => {
    return presentSetup(await twoFactor.startSetup(member(request)));
  });

  app.post(TWO_FACTOR_API.enable, async (request, reply): Promise<TwoFactorEnabled> => {
    const user = member(request);
    const { code } = validate(twoFactorCodeRequest, request.body);
    await limitCodes(request, reply, user.userId);
    const recoveryCodes = await twoFactor.confirmSetup(user.userId, code);
    request.log.info({ userId: user.userId }, 'two-factor login enabled');
    return { recoveryCodes };
  });

  app.post(TWO_FACTOR_API.disable, async (request, reply): Promise<TwoFactorStatus> => {
    const user = member(request);
    const { code } = validate(twoFactorCodeRequest, request.body);
    await limitCodes(request, reply, user.userId);
    await twoFactor.disable(user.userId, code);
    request.log.info({ userId: user.userId }, 'two-factor login disabled');
    return { enabled: false, recoveryCodesLeft: 0 };
  });
}
