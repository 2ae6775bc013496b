import { API } from '@kingside/contract';
import { describe, expect, it, vi } from 'vitest';
import type { Broadcast, BroadcastMessage } from '../../lib/broadcast';
import { createCsrfToken, createHttpClient } from '../../lib/http';
import { ResourceRegistry } from '../../lib/resource';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { applyState } from './apply-state';
import { CurrentUserStore } from './current-user-store';

function store(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  const http = createHttpClient({
    csrfToken: createCsrfToken('t', () => null),
    defaults: { adapter: 'fetch', env: { fetch: api.fetch } },
  });
  const listeners: ((message: BroadcastMessage) => void)[] = [];
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

  describe('applyState (§4 optimistic settings)', () => {
    it('shows the change at once, keeps it when saved, and tells the other tabs', async () => {
      const { tabs, users } = store({});
      users.current.prime(memberPayload('alice'));
      let saved!: () => void;
      const saving = applyState(
        users,
        { archiveView: 'list' },
        () => new Promise<void>((resolve) => (saved = resolve)),
      );
      expect(users.get().state.archiveView).toBe('list');
      expect(tabs.post).not.toHaveBeenCalled();
      saved();
      await saving;
      expect(users.get().state.archiveView).toBe('list');
      expect(tabs.post).toHaveBeenCalledWith({ type: 'user-state-changed', state: { archiveView: 'list' } });
    });

    it('goes back when the save fails, rethrows, and tells no one', async () => {
      const { tabs, users } = store({});
      users.current.prime(memberPayload('alice'));
      const failure = new Error('offline');
      const saving = applyState(users, { fairPlayAgree: 1, archiveView: 'list' }, () =>
        Promise.reject(failure),
      );
      expect(users.get().state).toMatchObject({ fairPlayAgree: 1, archiveView: 'list' });
      await expect(saving).rejects.toBe(failure);
      expect(users.get().state).toMatchObject({ fairPlayAgree: 0, archiveView: 'grid' });
      expect(tabs.post).not.toHaveBeenCalled();
    });

    it('does not undo a newer change to the same field when an older save fails', async () => {
      const { users } = store({});
      users.current.prime(memberPayload('alice'));
      let fail!: (error: Error) => void;
      const first = applyState(
        users,
        { contentLanguage: 'es' },
        () => new Promise((_, reject) => (fail = reject)),
      );
      await applyState(users, { contentLanguage: 'de' }, () => Promise.resolve());
      fail(new Error('lost'));
      await expect(first).rejects.toThrow('lost');
      expect(users.get().state.contentLanguage).toBe('de');
    });

    it("shows another tab's saved change", () => {
      const { listeners, users } = store({});
      users.current.prime(memberPayload('alice'));
      for (const listener of listeners)
        listener({ type: 'user-state-changed', state: { archiveView: 'list' } });
      expect(users.get().state.archiveView).toBe('list');
    });
  });
});
