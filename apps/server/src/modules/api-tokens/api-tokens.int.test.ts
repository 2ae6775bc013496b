import { API_TOKENS_API } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';

describe.each(DATABASE_KINDS)('API tokens in settings on %s', (kind) => {
  let t: TestApp;
  let alice: TestBrowser;
  let bob: TestBrowser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    alice = new TestBrowser(t.app);
    bob = new TestBrowser(t.app);
    expect((await alice.register('alice')).statusCode).toBe(200);
    expect((await bob.register('bob')).statusCode).toBe(200);
  });
  afterAll(async () => t.close());

  const account = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/account', headers: { authorization: `Bearer ${token}` } });

  it('creates a token with scopes, shown once, listed without it, and revoked by its owner only', async () => {
    const created = await alice.post(API_TOKENS_API.create, { label: 'DGT board', scopes: ['board:play'] });
    expect(created.statusCode).toBe(201);
    const { token, view } = created.json();
    expect(view).toMatchObject({ label: 'DGT board', scopes: ['board:play'], expiresAt: null });
    expect((await account(token)).statusCode).toBe(200);

    const listed = (await alice.get(API_TOKENS_API.list)).json();
    expect(listed.tokens).toEqual([view]);
    expect(JSON.stringify(listed)).not.toContain(token);
    expect((await bob.get(API_TOKENS_API.list)).json()).toEqual({ tokens: [] });

    expect((await bob.post(API_TOKENS_API.revoke(view.id))).statusCode).toBe(404);
    expect((await account(token)).statusCode).toBe(200);
    expect((await alice.post(API_TOKENS_API.revoke(view.id))).statusCode).toBe(204);
    expect((await account(token)).statusCode).toBe(401);
    expect((await alice.get(API_TOKENS_API.list)).json()).toEqual({ tokens: [] });
  });

  it('refuses unknown scopes, empty labels, guests and forged requests, making nothing', async () => {
    expect((await alice.post(API_TOKENS_API.create, { label: 'x', scopes: ['admin'] })).statusCode).toBe(400);
    expect((await alice.post(API_TOKENS_API.create, { label: ' ', scopes: [] })).statusCode).toBe(400);
    const forged = await alice.post(API_TOKENS_API.create, { label: 'x', scopes: [] }, { csrf: false });
    expect(forged.statusCode).toBe(403);
    const guest = new TestBrowser(t.app);
    expect((await guest.post(API_TOKENS_API.create, { label: 'x', scopes: [] })).statusCode).toBe(401);
    expect((await guest.get(API_TOKENS_API.list)).statusCode).toBe(401);
    expect((await alice.get(API_TOKENS_API.list)).json()).toEqual({ tokens: [] });
  });
});
