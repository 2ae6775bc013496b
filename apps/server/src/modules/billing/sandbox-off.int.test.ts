import { BILLING_API } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_51Kingside',
  STRIPE_WEBHOOK_SECRET: 'whsec_kingside123',
  STRIPE_PRICES: ['silver', 'gold', 'platinum', 'diamond']
    .flatMap((tier) => [`${tier}.month=price_${tier}_m`, `${tier}.year=price_${tier}_y`])
    .join(','),
};

/** With Stripe taking payments, the built-in sandbox serves no checkout page and runs no loop. */
describe('the sandbox provider when Stripe is configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', STRIPE);
  });
  afterAll(async () => t.close());

  it('answers 404 for its hosted checkout API', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: BILLING_API.sandboxCheckout('cs_sb_anything'),
    });
    expect(response.statusCode).toBe(404);
    // No such route at all (the sandbox's own answer would be `checkout_not_found`).
    expect(response.body).not.toContain('checkout_not_found');
  });
});
