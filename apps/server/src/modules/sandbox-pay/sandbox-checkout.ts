import { BILLING_MESSAGES, type PaidTier, SANDBOX_CHECKOUT_TTL_MS } from '@kingside/contract';
import type { SandboxPayRequest } from '@kingside/contract/schemas';
import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { CheckoutRequest } from '../billing/provider';
import { type CheckedCard, checkCard } from './sandbox-cards';
import { type Delivery, emitEvent } from './sandbox-delivery';
import { sandboxId } from './sandbox-ids';
import { createSandboxRepo } from './sandbox-pay.repo';
import type { PendingCard, SandboxCheckoutSession } from './sandbox-pay.tables';
import { addDays, addInterval } from './sandbox-periods';

export interface CheckoutDeps {
  db: Db;
  clock: Clock;
  delivery: Delivery;
}

export type PayOutcome = { status: 'succeeded'; redirectUrl: string } | { status: 'requires_action' };

const notFound = () => new AppError('checkout_not_found', 404, BILLING_MESSAGES.checkout_not_found);
const closed = () => new AppError('checkout_closed', 409, BILLING_MESSAGES.checkout_closed);
const declined = () => new AppError('card_declined', 402, BILLING_MESSAGES.card_declined);

/** The hosted checkout: sessions opened by billing, paid (or declined) on the provider's page. */
export function createSandboxCheckout(deps: CheckoutDeps) {
  const repo = createSandboxRepo(deps.db);

  /** The session, expired on the spot when its time is up (the tick may not have run yet). */
  async function load(id: string): Promise<SandboxCheckoutSession> {
    const session = await repo.findSession(id);
    if (!session) throw notFound();
    const live = session.status === 'open' || session.status === 'requires_action';
    if (live && session.expiresAt <= deps.clock.now()) {
      await repo.moveSession(id, ['open', 'requires_action'], { status: 'expired', pendingCard: null });
      return { ...session, status: 'expired', pendingCard: null };
    }
    return session;
  }

  /** Charges the card (first charge always succeeds here) and records everything in one transaction. */
  async function complete(session: SandboxCheckoutSession, card: PendingCard): Promise<string> {
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      const books = createSandboxRepo(tx);
      const from: SandboxCheckoutSession['status'][] = [
        session.status === 'requires_action' ? 'requires_action' : 'open',
      ];
      if (
        !(await books.moveSession(session.id, from, {
          status: 'completed',
          completedAt: now,
          pendingCard: null,
        }))
      )
        throw closed();
      let customerId = session.customerId;
      if (!customerId || !(await books.customerExists(customerId))) {
        customerId = sandboxId.customer();
        await books.insertCustomer({
          id: customerId,
          userId: session.userId,
          email: session.email,
          name: session.username,
          createdAt: now,
        });
      }
      await books.saveCard({ customerId, ...card, updatedAt: now });
      const tier = session.tier as PaidTier;
      const interval = session.interval as 'month' | 'year';
      const trialing = session.kind === 'subscription' && session.trialDays > 0;
      const subscriptionId = session.kind === 'subscription' ? sandboxId.subscription() : null;
      const orderingKey = subscriptionId ?? session.id;
      await emitEvent(tx, now, orderingKey, {
        type: 'checkout.completed',
        checkoutId: session.checkoutId,
        providerCheckoutId: session.id,
        providerCustomerId: customerId,
        providerSubscriptionId: subscriptionId,
        amountPaid: trialing ? 0 : session.amount,
        currency: session.currency,
      });
      if (subscriptionId) {
        const periodEnd = trialing ? addDays(now, session.trialDays) : addInterval(now, interval);
        const subscription = await books.insertSubscription({
          id: subscriptionId,
          customerId,
          tier,
          interval,
          status: trialing ? 'trialing' : 'active',
          currentPeriodStart: now,
          currentPeriodEnd: periodEnd,
          trialEnd: trialing ? periodEnd : null,
          // After a trial the first charge is the checkout's amount (a coupon applies to it).
          nextAmount: trialing ? session.amount : null,
          createdAt: now,
        });
        await emitEvent(tx, now, orderingKey, {
          type: 'subscription.updated',
          providerSubscriptionId: subscriptionId,
          providerCustomerId: customerId,
          tier,
          interval,
          status: subscription.status,
          currentPeriodEnd: subscription.currentPeriodEnd,
          cancelAtPeriodEnd: false,
          trialEnd: subscription.trialEnd,
        });
      }
      await books.moveSession(session.id, ['completed'], { status: 'completed', customerId, subscriptionId });
      if (trialing) return;
      const invoice = await books.insertInvoice({
        id: sandboxId.invoice(),
        customerId,
        subscriptionId,
        checkoutId: session.checkoutId,
        description: session.description,
        amount: session.amount,
        currency: session.currency,
        status: 'paid',
        createdAt: now,
      });
      await emitEvent(tx, now, orderingKey, {
        type: 'invoice.paid',
        providerInvoiceId: invoice.id,
        providerSubscriptionId: subscriptionId,
        providerCustomerId: customerId,
        checkoutId: session.checkoutId,
        number: invoice.number,
        description: invoice.description,
        amount: invoice.amount,
        currency: invoice.currency,
        createdAt: now,
        receiptUrl: null,
      });
    });
    deps.delivery.kick();
    return session.successUrl;
  }

  function pendingCardOf(card: CheckedCard): PendingCard {
    return {
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      behaviour: card.behaviour,
    };
  }

  return {
    async create(request: CheckoutRequest): Promise<{ providerCheckoutId: string }> {
      const now = deps.clock.now();
      const id = sandboxId.checkout();
      await repo.insertSession({
        id,
        checkoutId: request.checkoutId,
        customerId: request.customer.providerCustomerId,
        userId: request.customer.userId,
        username: request.customer.username,
        email: request.customer.email,
        kind: request.kind,
        tier: request.tier,
        interval: request.interval,
        amount: request.amount,
        currency: request.currency,
        trialDays: request.kind === 'subscription' ? request.trialDays : 0,
        description: request.description,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        status: 'open',
        createdAt: now,
        expiresAt: new Date(now.getTime() + SANDBOX_CHECKOUT_TTL_MS),
      });
      return { providerCheckoutId: id };
    },

    view: load,

    /** Expired unless already paid (a session being confirmed is no longer payable either). */
    async expire(id: string): Promise<boolean> {
      if (await repo.moveSession(id, ['open', 'requires_action'], { status: 'expired', pendingCard: null }))
        return true;
      return (await repo.findSession(id))?.status !== 'completed';
    },

    async pay(id: string, input: SandboxPayRequest): Promise<PayOutcome> {
      const session = await load(id);
      if (session.status !== 'open') throw closed();
      const card = checkCard(input, deps.clock.now());
      if (!card) throw new AppError('card_invalid', 400, BILLING_MESSAGES.card_invalid);
      if (card.firstCharge === 'declined') throw declined();
      if (card.firstCharge === 'requires_action') {
        const moved = await repo.moveSession(id, ['open'], {
          status: 'requires_action',
          pendingCard: pendingCardOf(card),
        });
        if (!moved) throw closed();
        return { status: 'requires_action' };
      }
      return { status: 'succeeded', redirectUrl: await complete(session, pendingCardOf(card)) };
    },

    /** The buyer's answer to the bank's second step: approve pays, decline leaves the checkout open. */
    async confirm(id: string, approve: boolean): Promise<PayOutcome> {
      const session = await load(id);
      if (session.status === 'open')
        throw new AppError(
          'conflict',
          409,
          'There is no payment waiting for confirmation. Pay with a card first.',
        );
      if (session.status !== 'requires_action' || !session.pendingCard) throw closed();
      if (approve) return { status: 'succeeded', redirectUrl: await complete(session, session.pendingCard) };
      await repo.moveSession(id, ['requires_action'], { status: 'open', pendingCard: null });
      throw declined();
    },

    expireDue(): Promise<number> {
      return repo.expireSessions(deps.clock.now());
    },
  };
}

export type SandboxCheckout = ReturnType<typeof createSandboxCheckout>;
