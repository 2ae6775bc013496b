import { MESSAGES } from '@kingside/contract';
import { useCallback, useEffect, useState } from 'react';
import { useAlerts } from '../../lib/alerts';
import { onRelationsChanged } from './useRelationChange';
import { useRelationPushes } from './useRelationPushes';

export type Loaded<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed' };

/**
 * Loads one list of /social, again after every relation change that worked (§4), and with
 * `live`, when another member's friend request or acceptance is pushed to the tab. §8: a list that
 * fails to load shows the generic error alert.
 */
export function useSocialData<T>(
  load: () => Promise<T>,
  { live = false }: { live?: boolean } = {},
): { state: Loaded<T>; reload(): void } {
  const alerts = useAlerts();
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);

  useEffect(() => onRelationsChanged(reload), [reload]);
  useRelationPushes(() => live && reload());
  useEffect(() => {
    let live = true;
    void round;
    load().then(
      (data) => live && setState({ status: 'loaded', data }),
      () => {
        if (!live) return;
        setState({ status: 'failed' });
        alerts.error(MESSAGES.genericError);
      },
    );
    return () => {
      live = false;
    };
  }, [load, round, alerts]);
  return { state, reload };
}
