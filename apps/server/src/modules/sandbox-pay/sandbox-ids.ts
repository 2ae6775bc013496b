import { randomBytes } from 'node:crypto';

/** Provider-style ids: a prefix and random base64url. Checkout ids are capabilities, so 24 bytes. */
export const sandboxId = {
  checkout: () => `cs_sb_${randomBytes(24).toString('base64url')}`,
  customer: () => `cus_sb_${randomBytes(12).toString('base64url')}`,
  subscription: () => `sub_sb_${randomBytes(12).toString('base64url')}`,
  invoice: () => `in_sb_${randomBytes(12).toString('base64url')}`,
  event: () => `evt_sb_${randomBytes(16).toString('base64url')}`,
};
