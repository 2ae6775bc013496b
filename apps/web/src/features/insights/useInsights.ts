import { type InsightsReport, isErrorBody, type Speed, type Tier } from '@kingside/contract';
import axios from 'axios';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../app/services';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { fetchInsights } from './insights.api';

export type InsightsState =
  | { status: 'loading' }
  | { status: 'loaded'; report: InsightsReport }
  /** The server said 403 `upgrade_required`: the tier it offers. */
  | { status: 'locked'; tier: Tier | null }
  | { status: 'guest' }
  | { status: 'failed' };

function refusal(error: unknown): InsightsState {
  const response = axios.isAxiosError(error) ? error.response : undefined;
  if (response?.status === 401) return { status: 'guest' };
  if (
    response?.status === 403 &&
    isErrorBody(response.data) &&
    response.data.error.code === 'upgrade_required'
  ) {
    return { status: 'locked', tier: response.data.error.upgrade?.tier ?? 'platinum' };
  }
  return { status: 'failed' };
}

/**
 * The report, as the server decides: the page never trusts the tier it knows. Asked again whenever
 * the member's level changes (a membership push updates the current user), so a purchase in
 * another tab turns the upsell into charts without a reload.
 */
export function useInsights(speed: Speed | null) {
  const { http } = useServices();
  const { user } = useCurrentUser();
  const level = user.membershipLevel;
  const [state, setState] = useState<InsightsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new level or a retry is exactly why it asks again
  useEffect(() => {
    const controller = new AbortController();
    setState((before) => (before.status === 'loaded' ? before : { status: 'loading' }));
    fetchInsights(http, speed ? { speed } : {}, controller.signal).then(
      (report) => setState({ status: 'loaded', report }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState(refusal(error));
      },
    );
    return () => controller.abort();
  }, [http, speed, level, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
