import type { CurrentUserPayload, UserState } from '@kingside/contract';
import type { AxiosInstance } from 'axios';
import type { Broadcast } from '../../lib/broadcast';
import { guestPageContext } from '../../lib/page-context';
import type { Resource, ResourceRegistry } from '../../lib/resource';
import { fetchCurrentUser, fetchRoles } from './accounts.api';

/** Who is using this tab, and their roles, as §4 resources; tabs tell each other when that changes. */
export class CurrentUserStore {
  readonly current: Resource<CurrentUserPayload>;
  /** Spec §6: roles come from the roles endpoint for logged-in users only (cached); otherwise none. */
  readonly roles: Resource<string[]>;
  readonly #registry: ResourceRegistry;
  readonly #broadcast: Broadcast;

  constructor(http: AxiosInstance, registry: ResourceRegistry, broadcast: Broadcast) {
    this.#registry = registry;
    this.#broadcast = broadcast;
    this.current = registry.register({ name: 'currentUser', fetch: () => fetchCurrentUser(http) });
    this.roles = registry.register({
      name: 'roles',
      fetch: async () => ((await this.current.load()).state.isLoggedIn ? fetchRoles(http) : []),
    });
    broadcast.subscribe((message) => {
      if (message.type === 'session-changed') void this.reload().catch(() => {});
      // Another tab saved a change to the member's view: show it here too.
      if (message.type === 'user-state-changed' && this.current.data?.state.isLoggedIn)
        this.patchState(message.state);
    });
  }

  /** Until the first answer arrives, nobody is logged in. One object, so React sees a stable snapshot. */
  readonly #nobody = guestPageContext().current;
  get = (): CurrentUserPayload => this.current.data ?? this.#nobody;

  subscribe = (listener: () => void) => this.current.subscribe(listener);

  /** Everything cached belonged to the previous session: drop it all and ask who is here now. */
  async reload(): Promise<CurrentUserPayload> {
    this.#registry.expireAll();
    return this.current.load();
  }

  /** Shows a change to the state at once (see apply-state.ts for saving it). */
  patchState(patch: Partial<UserState>): void {
    const current = this.get();
    this.current.prime({ ...current, state: { ...current.state, ...patch } });
  }

  /** Once a change is saved: the other tabs show it too. */
  tellOtherTabs(state: Partial<UserState>): void {
    this.#broadcast.post({ type: 'user-state-changed', state });
  }

  /** After this tab logged in or out: reload here, and tell the other tabs to do the same. */
  async sessionChanged(): Promise<CurrentUserPayload> {
    this.#broadcast.post({ type: 'session-changed' });
    return this.reload();
  }
}
