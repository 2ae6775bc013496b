import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../lib/alerts';
import { serverMessage } from '../../lib/server-error';
import '../../lib/i18n/locales/en.clubs';

/**
 * A club page's buttons (join, register for a match…): one action at a time, the server's answer as
 * an alert, and the page loaded again after a success.
 */
export function useClubAction(send: (path: string) => Promise<{ message: string }>, reload: () => void) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);
  const act = async (path: string) => {
    setBusy(true);
    try {
      alerts.success((await send(path)).message);
      reload();
    } catch (failure) {
      alerts.error(serverMessage(failure) ?? t('clubs.failedAction'));
    }
    setBusy(false);
  };
  return { busy, act };
}
