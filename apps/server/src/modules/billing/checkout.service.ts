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

      const quote = await deps.db.transaction(async (tx) => {
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
        return price;
      });

      try {
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
        await deps.repo.setProviderCheckoutId(checkoutId, opened.providerCheckoutId);
        return { checkoutId, url: opened.url };
      } catch (error) {
        deps.logger.error({ err: error, checkoutId }, 'provider refused to open a checkout');
        await deps.db.transaction(async (tx) => {
          await deps.repo.closeCheckout(tx, checkoutId, 'failed', deps.clock.now());
          if (input.coupon) await deps.coupons.release(tx, checkoutId);
        });
        throw billingUnavailable();
      }
    },
  };
}

export type Checkouts = ReturnType<typeof createCheckouts>;
