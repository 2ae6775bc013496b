import { API } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';

describe.each(DATABASE_KINDS)('POST /callback/user/archive-view on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  it('sets how the member’s archive shows, and the current user says so', async () => {
    const browser = new TestBrowser(t.app);
    await browser.register('grid_or_list');
    const set = await browser.post(API.archiveView, { archiveView: 'list' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ ok: true, archiveView: 'list' });
    expect((await browser.get(API.currentUser)).json().state.archiveView).toBe('list');
    await browser.post(API.archiveView, { archiveView: 'grid' });
    expect((await browser.get(API.currentUser)).json().state.archiveView).toBe('grid');
  });

  it('refuses another view with 400 and a guest with 401, changing nothing', async () => {
    const browser = new TestBrowser(t.app);
    await browser.register('keeps_grid');
    const bad = await browser.post(API.archiveView, { archiveView: 'carousel' });
    expect(bad.statusCode).toBe(400);
    expect((await browser.get(API.currentUser)).json().state.archiveView).toBe('grid');
    const guest = new TestBrowser(t.app);
    expect((await guest.post(API.archiveView, { archiveView: 'list' })).statusCode).toBe(401);
  });
});
