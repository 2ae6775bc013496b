import { randomUUID } from 'node:crypto';
import {
  type BillingInterval,
  type CouponView,
  isPaidTier,
  type PaidTier,
  quotePrice,
  TRIAL_DAYS,
} from '@kingside/contract';
import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { eligibleFirstTrial, type UserRow } from '../accounts';
import type { BillingRepo } from './billing.repo';
import { billingError, billingUnavailable } from './billing-errors';
import type { CouponPort } from './coupon-port';
import { isLive } from './effective-tier';
import { userCanReceiveGifts } from './gifts';
import type { BillingProvider } from './provider';

export interface CheckoutInput {
  tier: string;
  interval: BillingInterval;
  coupon?: string;
  giftTo?: string;
}

export interface CheckoutDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  repo: BillingRepo;
  coupons: CouponPort;
  provider: BillingProvider | null;
  findMember(username: string): Promise<UserRow | null>;
}

export const paidTierOf = (tier: string): PaidTier => {
  if (!isPaidTier(tier)) throw billingError('tier_unknown', 400, 'tier');
  return tier;
};

/**
 * Opens a hosted checkout. The amount is ours (quotePrice with the coupon reserved in the same
 * transaction as the checkout row); the provider is called only after that commits, and a provider
 * failure gives the coupon back and fails the checkout.
 */
export function createCheckouts(deps: CheckoutDeps) {
  async function recipientOf(payer: UserRow, giftTo: string): Promise<UserRow> {
    const recipient = await deps.findMember(giftTo);
    if (recipient?.userId === payer.userId) throw billingError('gift_self', 400, 'giftTo');
    if (!userCanReceiveGifts(recipient)) throw billingError('gift_refused', 422, 'giftTo');
    return recipient;
  }

  return {
    async open(
      payer: UserRow,
      input: CheckoutInput,
      origin: string,
    ): Promise<{ checkoutId: string; url: string }> {
      const tier = paidTierOf(input.tier);
      const recipient = input.giftTo ? await recipientOf(payer, input.giftTo) : null;
      const provider = deps.provider;
      if (!provider) throw billingUnavailable();
      const now = deps.clock.now();
      if (!recipient) {
        const subs = await deps.repo.subscriptionsOf(deps.db, payer.userId);
        if (subs.some((sub) => sub.kind === 'subscription' && isLive(sub, now))) {
          throw billingError('already_subscribed', 409);
        }
      }
      const customer = await deps.repo.customer(payer.userId);
      const trialDays = !recipient && eligibleFirstTrial(payer) && !customer?.trialUsedAt ? TRIAL_DAYS : 0;
      const checkoutId = randomUUID();
      const kind = recipient ? 'gift' : 'subscription';

      const { quote, superseded } = await deps.db.transaction(async (tx) => {
        // A member's checkouts open one at a time, and a new subscription checkout supersedes the
        // open ones: only the newest can be paid, so two tabs cannot start two trials or plans.
        await deps.repo.lockMemberCheckouts(tx, payer.userId);
        const older = recipient ? [] : await deps.repo.supersedeCheckouts(tx, payer.userId);
        for (const old of older) if (old.couponCode) await deps.coupons.release(tx, old.id);
        let coupon: CouponView | null = null;
        if (input.coupon) {
          coupon = await deps.coupons.reserve(tx, { code: input.coupon, checkoutId, userId: payer.userId });
        }
        const price = quotePrice(tier, input.interval, coupon);
        await deps.repo.insertCheckout(tx, {
          id: checkoutId,
          userId: payer.userId,
          recipientUserId: recipient?.userId ?? null,
          giftFrom: recipient ? payer.username : null,
          kind,
          tier,
          interval: input.interval,
          amount: price.total,
          currency: price.currency,
          trialDays,
          couponCode: coupon?.code ?? null,
          provider: provider.name,
          createdAt: now,
        });
        return { quote: price, superseded: older };
      });

      try {
        for (const old of superseded) {
          // Already paid at the provider: that payment makes them a member; this one must not.
          if (old.providerCheckoutId && !(await provider.expireCheckout(old.providerCheckoutId)))
            throw billingError('already_subscribed', 409);
        }
        const opened = await provider.createCheckout({
          checkoutId,
          customer: {
            userId: payer.userId,
            username: payer.username,
            email: payer.email,
            providerCustomerId: customer?.providerCustomerId ?? null,
          },
          kind,
          tier,
          interval: input.interval,
          amount: quote.total,
          currency: quote.currency,
          trialDays,
          description: recipient
            ? `Kingside ${tier} (${input.interval}) for ${recipient.username}`
            : `Kingside ${tier} (${input.interval})`,
          successUrl: `${origin}/settings/billing?checkout=${checkoutId}`,
          cancelUrl: `${origin}/membership`,
        });
        if ((await deps.repo.setProviderCheckoutId(checkoutId, opened.providerCheckoutId)) !== 'open') {
          // A newer checkout superseded this one while the provider opened it.
          await provider.expireCheckout(opened.providerCheckoutId);
          throw billingError('checkout_closed', 409);
        }
        return { checkoutId, url: opened.url };
      } catch (error) {
        await deps.db.transaction(async (tx) => {
          await deps.repo.closeCheckout(tx, checkoutId, 'failed', deps.clock.now());
          if (input.coupon) await deps.coupons.release(tx, checkoutId);
        });
        if (error instanceof AppError) throw error;
        deps.logger.error({ err: error, checkoutId }, 'provider refused to open a checkout');
        throw billingUnavailable();
      }
    },
  };
}

export type Checkouts = ReturnType<typeof createCheckouts>;
