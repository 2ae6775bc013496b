import { z } from 'zod';
import { text } from './text.schema';

/** `POST BILLING_API.sandboxPay(id)`: the card only; the amount is the checkout's own (strict). */
export const sandboxPayRequest = z.strictObject({
  number: text(40).transform((value) => value.replace(/[\s-]/g, '')),
  expMonth: z.coerce.number().int(),
  expYear: z.coerce.number().int(),
  cvc: text(8),
  name: text(200).trim().optional(),
});
export type SandboxPayRequest = z.infer<typeof sandboxPayRequest>;

/** `POST BILLING_API.sandboxConfirm(id)`: the buyer's answer to the bank's second step. */
export const sandboxConfirmRequest = z.strictObject({ approve: z.boolean() });
