import type { MemberProfileView } from '@kingside/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../app/services';
import { errorStatus } from '../../lib/server-error';
import { fetchMemberProfile } from './members.api';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'loaded'; profile: MemberProfileView }
  | { status: 'not_found' }
  | { status: 'failed' };

const LOADING: ProfileState = { status: 'loading' };

/** The page the server rendered may already carry this profile; anything else is asked for. */
function embeddedProfile(member: MemberProfileView | undefined, username: string): MemberProfileView | null {
  return member && member.username.toLowerCase() === username.toLowerCase() ? member : null;
}

export function useMemberProfile(username: string): { state: ProfileState; retry: () => void } {
  const { http, context } = useServices();
  const fromPage = embeddedProfile(context.page?.member, username);
  const hasEmbedded = fromPage !== null;
  const [fetched, setFetched] = useState<{ username: string; state: ProfileState } | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setFetched({ username, state: LOADING });
    fetchMemberProfile(http, username, controller.signal).then(
      (profile) => setFetched({ username, state: { status: 'loaded', profile } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFetched({ username, state: { status: errorStatus(error) === 404 ? 'not_found' : 'failed' } });
      },
    );
  }, [http, username]);

  useEffect(() => {
    if (hasEmbedded) return;
    load();
    return () => controllerRef.current?.abort();
  }, [hasEmbedded, load]);

  if (fromPage) return { state: { status: 'loaded', profile: fromPage }, retry: load };
  return { state: fetched?.username === username ? fetched.state : LOADING, retry: load };
}

/**
 * The profile as shown: what was loaded, then the owner's edits and fresh copies asked for when the
 * relation changed (the viewer's buttons, or a friend request or acceptance pushed from the member).
 * A copy of another member's profile (one still on its way after a navigation) is never shown.
 */
export function useShownProfile(loaded: MemberProfileView): {
  profile: MemberProfileView;
  replace(profile: MemberProfileView): void;
  refresh(): void;
} {
  const { http } = useServices();
  const [shown, setShown] = useState<MemberProfileView | null>(null);
  const profile = shown && shown.userId === loaded.userId ? shown : loaded;
  const username = profile.username;
  const controllerRef = useRef<AbortController | null>(null);

  const refresh = useCallback(() => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    // A refresh that fails leaves the profile as it shows: nothing the viewer asked for went wrong.
    fetchMemberProfile(http, username, controller.signal).then(setShown, () => {});
  }, [http, username]);
  useEffect(() => () => controllerRef.current?.abort(), []);

  return { profile, replace: setShown, refresh };
}
