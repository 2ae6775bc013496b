import {
  BILLING_INTERVALS,
  type BillingInterval,
  type BillingOverview,
  type CouponView,
  CURRENCY,
  type GiftNotice,
  PAID_TIERS,
  type PlansResponse,
  quotePrice,
  TRIAL_DAYS,
} from '@kingside/contract';
import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { eligibleFirstTrial, type UserRow } from '../accounts';
import { presentInvoice, presentNotice, presentSubscription } from './billing.present';
import type { BillingRepo } from './billing.repo';
import type { SubscriptionRow } from './billing.tables';
import { billingError, billingUnavailable } from './billing-errors';
import { paidTierOf } from './checkout.service';
import type { CouponPort } from './coupon-port';
import { currentOf } from './effective-tier';
import type { BillingProvider } from './provider';

const INVOICES_SHOWN = 50;
const CHANGEABLE = new Set(['trialing', 'active']);

export interface MemberDeps {
  db: Db;
  clock: Clock;
  repo: BillingRepo;
  coupons: CouponPort;
  provider: BillingProvider | null;
}

/** What a member sees and does about their own membership; every call is about `user` only. */
export function createMemberBilling(deps: MemberDeps) {
  const current = async (userId: number) =>
    currentOf(await deps.repo.subscriptionsOf(deps.db, userId), deps.clock.now());

  function need(): BillingProvider {
    if (!deps.provider) throw billingUnavailable();
    return deps.provider;
  }

  /** The member's renewing provider subscription (gifts are not theirs to change). */
  async function paidSubscription(
    userId: number,
  ): Promise<SubscriptionRow & { providerSubscriptionId: string }> {
    const subs = await deps.repo.subscriptionsOf(deps.db, userId);
    const sub = currentOf(
      subs.filter((s) => s.kind === 'subscription'),
      deps.clock.now(),
    );
    if (!sub?.providerSubscriptionId) throw billingError('subscription_not_found', 404);
    return sub as SubscriptionRow & { providerSubscriptionId: string };
  }

  /** The plan as members see it; a gift says who gave it, a trial what its first charge will be. */
  async function view(sub: SubscriptionRow) {
    const needsCheckout = sub.kind === 'gift' || sub.status === 'trialing';
    const checkout =
      needsCheckout && sub.checkoutId ? await deps.repo.checkout(deps.db, sub.checkoutId) : null;
    return presentSubscription(sub, {
      giftFrom: checkout?.giftFrom ?? null,
      firstCharge:
        checkout && checkout.tier === sub.tier && checkout.interval === sub.interval ? checkout.amount : null,
    });
  }

  async function overview(user: UserRow): Promise<BillingOverview> {
    const sub = await current(user.userId);
    const customer = await deps.repo.customer(user.userId);
    return {
      subscription: sub ? await view(sub) : null,
      invoices: (await deps.repo.invoicesOf(user.userId, INVOICES_SHOWN)).map(presentInvoice),
      hasPortal: Boolean(deps.provider?.hasPortal && customer?.providerCustomerId),
    };
  }

  return {
    overview,

    async plans(user: UserRow | null, code: string | undefined): Promise<PlansResponse> {
      let coupon: CouponView | null = null;
      let couponError: PlansResponse['couponError'] = null;
      if (code) {
        try {
          coupon = await deps.coupons.find(code);
        } catch (error) {
          if (!(error instanceof AppError) || error.status >= 500) throw error;
          couponError = { code: error.code, message: error.message };
        }
      }
      const eligible = user ? eligibleFirstTrial(user) : false;
      const sub = user ? await current(user.userId) : null;
      return {
        currency: CURRENCY,
        trialDays: eligible ? TRIAL_DAYS : 0,
        eligibleFirstTrial: eligible,
        quotes: PAID_TIERS.flatMap((tier) =>
          BILLING_INTERVALS.map((interval) => quotePrice(tier, interval, coupon)),
        ),
        coupon,
        couponError,
        current: sub ? await view(sub) : null,
      };
    },

    /** Cancels at the period end: the tier stays until then. The provider's webhook confirms it. */
    async cancel(user: UserRow): Promise<BillingOverview> {
      const provider = need();
      const sub = await paidSubscription(user.userId);
      if (sub.cancelAtPeriodEnd || !['trialing', 'active', 'past_due'].includes(sub.status)) {
        throw billingError('subscription_not_active', 409);
      }
      await provider.cancelAtPeriodEnd(sub.providerSubscriptionId);
      await deps.repo.updateSubscription(deps.db, sub.id, {
        cancelAtPeriodEnd: true,
        updatedAt: deps.clock.now(),
      });
      return overview(user);
    },

    async resume(user: UserRow): Promise<BillingOverview> {
      const provider = need();
      const sub = await paidSubscription(user.userId);
      if (!sub.cancelAtPeriodEnd) throw billingError('subscription_not_active', 409);
      await provider.resume(sub.providerSubscriptionId);
      await deps.repo.updateSubscription(deps.db, sub.id, {
        cancelAtPeriodEnd: false,
        updatedAt: deps.clock.now(),
      });
      return overview(user);
    },

    /** Upgrade or downgrade: the provider prorates, and its `subscription.updated` applies the new tier. */
    async change(
      user: UserRow,
      input: { tier: string; interval: BillingInterval },
    ): Promise<BillingOverview> {
      const tier = paidTierOf(input.tier);
      const provider = need();
      const sub = await paidSubscription(user.userId);
      if (!CHANGEABLE.has(sub.status) || sub.cancelAtPeriodEnd)
        throw billingError('subscription_not_active', 409);
      if (sub.tier === tier && sub.interval === input.interval) throw billingError('already_subscribed', 409);
      await provider.changePlan(sub.providerSubscriptionId, tier, input.interval);
      return overview(user);
    },

    async portal(user: UserRow, returnUrl: string): Promise<{ url: string }> {
      const provider = need();
      const customer = await deps.repo.customer(user.userId);
      const url = customer?.providerCustomerId
        ? await provider.portalUrl(customer.providerCustomerId, returnUrl)
        : null;
      if (!url) throw new AppError('not_found', 404, 'There is no billing portal for your account.');
      return { url };
    },

    async notices(user: UserRow): Promise<GiftNotice[]> {
      return (await deps.repo.unseenNotices(user.userId)).map(presentNotice);
    },

    async seen(user: UserRow, id: string): Promise<void> {
      if (!(await deps.repo.markNoticeSeen(user.userId, id, deps.clock.now()))) {
        throw new AppError('not_found', 404, 'There is no such notice.');
      }
    },
  };
}

export type MemberBilling = ReturnType<typeof createMemberBilling>;
