import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config';
import { selectBillingProvider, stripeConfigured } from './stripe-config';
import { TEST_PRICES } from './stripe-fixtures';

const PRICES =
  'silver.month=price_silver_m,silver.year=price_silver_y,gold.month=price_gold_m,gold.year=price_gold_y,' +
  'platinum.month=price_platinum_m,platinum.year=price_platinum_y,diamond.month=price_diamond_m,diamond.year=price_diamond_y';
const KEYS = { STRIPE_SECRET_KEY: 'sk_test_51Kingside', STRIPE_WEBHOOK_SECRET: 'whsec_kingside123' };

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('Stripe configuration', () => {
  it('without Stripe keys the sandbox takes payments', () => {
    const config = loadConfig({});
    expect(config.stripe).toBeNull();
    expect(stripeConfigured(config)).toBe(false);
    expect(selectBillingProvider(config)).toBe('sandbox');
  });

  it('both keys and the prices: Stripe takes payments', () => {
    const config = loadConfig({ ...KEYS, STRIPE_PRICES: PRICES });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_51Kingside',
      webhookSecret: 'whsec_kingside123',
      prices: TEST_PRICES,
    });
    expect(stripeConfigured(config)).toBe(true);
    expect(selectBillingProvider(config)).toBe('stripe');
    expect(
      loadConfig({ ...KEYS, STRIPE_SECRET_KEY: 'rk_live_abc', STRIPE_PRICES: PRICES }).stripe?.secretKey,
    ).toBe('rk_live_abc');
  });

  it('one key without the other stops the start with a clear reason', () => {
    expect(configError({ STRIPE_SECRET_KEY: KEYS.STRIPE_SECRET_KEY, STRIPE_PRICES: PRICES })).toBe(
      'Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; STRIPE_WEBHOOK_SECRET is not set (unset both to use the sandbox)',
    );
    expect(configError({ STRIPE_WEBHOOK_SECRET: KEYS.STRIPE_WEBHOOK_SECRET })).toBe(
      'Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; STRIPE_SECRET_KEY is not set (unset both to use the sandbox)',
    );
    expect(configError({ STRIPE_PRICES: PRICES })).toBe(
      'STRIPE_PRICES is set but STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not',
    );
  });

  it('refuses malformed keys without repeating them', () => {
    const message = configError({
      ...KEYS,
      STRIPE_SECRET_KEY: 'pk_test_published123',
      STRIPE_PRICES: PRICES,
    });
    expect(message).toBe(
      'Invalid STRIPE_SECRET_KEY: STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_…, rk_…)',
    );
    expect(configError({ ...KEYS, STRIPE_WEBHOOK_SECRET: 'secret123', STRIPE_PRICES: PRICES })).toBe(
      'Invalid STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET must be an endpoint signing secret (whsec_…)',
    );
  });

  it('needs a price for every tier and interval, each once', () => {
    expect(configError(KEYS)).toBe(
      'Stripe needs STRIPE_PRICES: the Price id of every tier and interval (gold.month=price_…,…)',
    );
    expect(configError({ ...KEYS, STRIPE_PRICES: PRICES.replace(',diamond.year=price_diamond_y', '') })).toBe(
      'STRIPE_PRICES is missing diamond.year',
    );
    expect(configError({ ...KEYS, STRIPE_PRICES: `${PRICES},gold.month=price_other` })).toBe(
      'STRIPE_PRICES names gold.month twice',
    );
    expect(configError({ ...KEYS, STRIPE_PRICES: PRICES.replace('gold.month', 'bronze.month') })).toBe(
      'STRIPE_PRICES entries look like gold.month=price_123 (tier: silver/gold/platinum/diamond; interval: month/year); "bronze.month=price_gold_m" does not',
    );
  });
});
