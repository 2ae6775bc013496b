import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useAlerts } from '../../lib/alerts';
import { createActionQueue } from './action-queue';
import { relationAlert } from './relation-alert';
import { type RelationChange, sendChange } from './relations.api';
import '../../lib/i18n/locales/en.social';

/** One queue for the tab: every relation button's changes reach the server in the order clicked. */
const queue = createActionQueue();
const listeners = new Set<() => void>();

/** Called after every change that worked: the friends list and requests reload (§4). */
export function onRelationsChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Queues a change, shows its §8 alert, and says whether it worked. */
export function useRelationChange(): (change: RelationChange, username: string) => Promise<boolean> {
  const { t } = useTranslation();
  const { http } = useServices();
  const alerts = useAlerts();
  return useCallback(
    async (change, username) => {
      let ok = false;
      let alert: ReturnType<typeof relationAlert>;
      try {
        const message = await queue.run(() => sendChange(http, change, username));
        alert = relationAlert(change, { ok: true, message }, t('social.done'));
        ok = true;
      } catch (error) {
        alert = relationAlert(change, { ok: false, error }, t('social.done'));
      }
      if (alert.kind === 'success') alerts.success(alert.message);
      else alerts.error(alert.message);
      if (ok) for (const listener of listeners) listener();
      return ok;
    },
    [http, alerts, t],
  );
}
