import { z } from 'zod';

/** `POST BILLING_API.sandboxPay(id)`: the card only; the amount is the checkout's own (strict). */
export const sandboxPayRequest = z.strictObject({
  number: z
    .string()
    .max(40)
    .transform((value) => value.replace(/[\s-]/g, '')),
  expMonth: z.coerce.number().int(),
  expYear: z.coerce.number().int(),
  cvc: z.string().max(8),
  name: z.string().trim().max(200).optional(),
});
export type SandboxPayRequest = z.infer<typeof sandboxPayRequest>;

/** `POST BILLING_API.sandboxConfirm(id)`: the buyer's answer to the bank's second step. */
export const sandboxConfirmRequest = z.strictObject({ approve: z.boolean() });
