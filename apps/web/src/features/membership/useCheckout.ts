import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { serverMessage } from '../../lib/server-error';
import { type CheckoutRequest, startCheckout } from '../billing/billing.api';
import { browserLocation } from '../billing/leave';
import '../../lib/i18n/locales/en.membership';

/**
 * Opens the provider's hosted checkout: the tier being opened while the call is out, and the server's
 * message (which says what to do) or a plain one when it fails. On success the tab leaves the app.
 */
export function useCheckout() {
  const { t } = useTranslation();
  const { http } = useServices();
  const [pending, setPending] = useState<CheckoutRequest | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = async (request: CheckoutRequest): Promise<boolean> => {
    setPending(request);
    setError(null);
    try {
      const { url } = await startCheckout(http, request);
      browserLocation.assign(url);
      return true;
    } catch (failure) {
      setError(serverMessage(failure) ?? t('membership.checkoutFailed'));
      setPending(null);
      return false;
    }
  };

  return { pending, error, start, clearError: () => setError(null) };
}
