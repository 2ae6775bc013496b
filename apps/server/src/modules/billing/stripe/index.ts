export { type StripeConfig, selectBillingProvider, stripeConfigured } from './stripe-config';
export type { StripePrices } from './stripe-prices';
export { createStripeProvider, type StripeProviderOptions } from './stripe-provider';
