import { BILLING_MESSAGES } from '@kingside/contract';
import { AppError } from '../../platform/errors';

type BillingCode = keyof typeof BILLING_MESSAGES;

/** A billing refusal with its contract text. */
export const billingError = (code: BillingCode, status: number, field?: string) =>
  new AppError(code, status, BILLING_MESSAGES[code], field);

export const billingUnavailable = () => billingError('billing_unavailable', 503);
