import { COUPON_STAFF_API, isAtLeast, STAFF_MESSAGES, type StaffCouponList } from '@kingside/contract';
import { couponCodeParams, couponCreateRequest } from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../../platform/errors';
import { validate } from '../../platform/http/validate';
import { levelOf, type UserRow } from '../accounts';
import type { Coupons } from './coupons.service';

/** Staff only (level 90); a closed staff account is not staff, and an impersonated member never is. */
function requireStaff(request: FastifyRequest): UserRow {
  const user = request.viewer.user;
  if (!user) throw unauthenticated();
  if (request.viewer.impersonator || !isAtLeast(levelOf(user), 'staff')) {
    throw forbidden(STAFF_MESSAGES.staff_only);
  }
  return user;
}

/** Web callbacks (in the web scope: Origin, session and CSRF are checked before these run). */
export function couponsRoutes(app: FastifyInstance, coupons: Coupons): void {
  app.get(COUPON_STAFF_API.list, async (request, reply) => {
    requireStaff(request);
    const body: StaffCouponList = { coupons: await coupons.list() };
    return reply.header('cache-control', 'no-store').send(body);
  });

  app.post(COUPON_STAFF_API.list, async (request, reply) => {
    const actor = requireStaff(request);
    const input = validate(couponCreateRequest, request.body);
    const created = await coupons.create({ ...input, createdBy: actor.userId });
    request.log.info({ actor: actor.userId, code: created.code }, 'coupon created');
    return reply.code(201).send(created);
  });

  app.post('/callback/staff/coupons/:code/disable', async (request) => {
    const actor = requireStaff(request);
    const { code } = validate(couponCodeParams, request.params);
    const disabled = await coupons.disable(code, actor.userId);
    request.log.info({ actor: actor.userId, code: disabled.code }, 'coupon disabled');
    return disabled;
  });
}
