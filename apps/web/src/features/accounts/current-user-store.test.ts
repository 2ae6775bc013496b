import { API } from '@kingside/contract';
import { describe, expect, it, vi } from 'vitest';
import type { Broadcast } from '../../lib/broadcast';
import { createCsrfToken, createHttpClient } from '../../lib/http';
import { ResourceRegistry } from '../../lib/resource';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { CurrentUserStore } from './current-user-store';

function store(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  const http = createHttpClient({
    csrfToken: createCsrfToken('t', () => null),
    defaults: { adapter: 'fetch', env: { fetch: api.fetch } },
  });
  const listeners: ((message: { type: 'session-changed' }) => void)[] = [];
  const tabs: Broadcast = {
    post: vi.fn(),
    subscribe(listener) {
      listeners.push(listener);
      return () => {};
    },
  };
  return { api, tabs, listeners, users: new CurrentUserStore(http, new ResourceRegistry(), tabs) };
}

describe('CurrentUserStore', () => {
  it('has no roles for guests, without asking the server', async () => {
    const { api, users } = store({});
    users.current.prime(pageContext().current);
    await expect(users.roles.load()).resolves.toEqual([]);
    expect(api.received).toHaveLength(0);
  });

  it('loads and caches the roles of a logged-in member', async () => {
    const { api, users } = store({ [`GET ${API.roles}`]: { body: { roles: ['ROLE_MODERATOR'] } } });
    users.current.prime(memberPayload('alice'));
    await expect(users.roles.load()).resolves.toEqual(['ROLE_MODERATOR']);
    await users.roles.load();
    expect(api.received).toHaveLength(1);
  });

  it('forgets everything on a session change, tells the other tabs, and asks who is here now', async () => {
    const { api, tabs, users } = store({
      [`GET ${API.currentUser}`]: { body: memberPayload('bob') },
      [`GET ${API.roles}`]: { body: { roles: [] } },
    });
    users.current.prime(pageContext().current);
    await users.roles.load();
    const now = await users.sessionChanged();
    expect(now.user.username).toBe('bob');
    expect(tabs.post).toHaveBeenCalledWith({ type: 'session-changed' });
    await users.roles.load();
    expect(api.received.map((request) => request.path)).toEqual([API.currentUser, API.roles]);
  });

  it('reloads when another tab says the session changed', async () => {
    const { listeners, users } = store({ [`GET ${API.currentUser}`]: { body: memberPayload('carol') } });
    users.current.prime(pageContext().current);
    for (const listener of listeners) listener({ type: 'session-changed' });
    await vi.waitFor(() => expect(users.get().user.username).toBe('carol'));
  });
});
