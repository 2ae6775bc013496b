import { BILLING_API, type SandboxCheckoutView, type SandboxPayResponse } from '@kingside/contract';
import type { AxiosInstance } from 'axios';

/**
 * The sandbox provider's own API, as a real provider's page would call it: no session of ours and
 * no CSRF field (`service`), only the checkout id in the path.
 */
export async function fetchCheckout(http: AxiosInstance, id: string): Promise<SandboxCheckoutView> {
  return (await http.get<SandboxCheckoutView>(BILLING_API.sandboxCheckout(id), { service: true })).data;
}

export interface CardFields {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

export async function payCheckout(
  http: AxiosInstance,
  id: string,
  card: CardFields,
): Promise<SandboxPayResponse> {
  return (await http.post<SandboxPayResponse>(BILLING_API.sandboxPay(id), card, { service: true })).data;
}

export async function confirmCheckout(
  http: AxiosInstance,
  id: string,
  approve: boolean,
): Promise<SandboxPayResponse> {
  return (await http.post<SandboxPayResponse>(BILLING_API.sandboxConfirm(id), { approve }, { service: true }))
    .data;
}
