import { CLIENT_METRICS, type ClientErrorsPage, REDACTED } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { pageContextOf, startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';

const DAY_MS = 24 * 60 * 60_000;
const report = { status: 404, method: 'get', url: '/callback/user/valid', requestId: 'AbCdEf1234' };

describe.each(DATABASE_KINDS)('client error reports on %s', (kind) => {
  let t: TestApp;
  let staff: TestBrowser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    staff = new TestBrowser(t.app);
    expect((await staff.register('staffer')).statusCode).toBe(200);
    await t.services.accounts.setLevel('staffer', 'staff');
  });
  afterAll(async () => t.close());

  async function browse(browser: TestBrowser = staff, query = '') {
    return browser.get(`${CLIENT_METRICS.staffPath}${query}`);
  }
  const reports = async () => ((await browse()).json() as ClientErrorsPage).reports;

  it('stores only allow-listed fields, with secrets redacted and the sender from the session', async () => {
    const member = new TestBrowser(t.app);
    await member.register('reporter');
    const response = await member.request({
      method: 'POST',
      url: CLIENT_METRICS.path,
      headers: { 'user-agent': 'TestAgent/1.0' },
      payload: {
        _token: member.csrfToken,
        status: 403,
        method: 'post',
        url: 'https://localhost/reset?token=s3cret&lang=en',
        requestId: 'Req0000001',
        message: 'failed with password=hunter2',
        body: { password: 'hunter2' },
        userId: 1,
      },
    });
    expect(response.statusCode).toBe(204);
    const [stored] = await reports();
    expect(stored).toMatchObject({
      status: 403,
      method: 'POST',
      url: `https://localhost/reset?token=${REDACTED}&lang=en`,
      requestId: 'Req0000001',
      username: 'reporter',
      guestId: null,
      userAgent: 'TestAgent/1.0',
      message: `failed with password=${REDACTED}`,
    });
    expect(JSON.stringify(stored)).not.toContain('hunter2');
    expect(JSON.stringify(stored)).not.toContain('s3cret');
  });

  it('takes the form a beacon sends', async () => {
    const guest = new TestBrowser(t.app);
    await guest.get('/');
    const form = new URLSearchParams({
      status: '502',
      method: 'GET',
      url: '/beacon',
      _token: guest.csrfToken!,
    });
    const response = await guest.request({
      method: 'POST',
      url: CLIENT_METRICS.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      payload: form.toString(),
    });
    expect(response.statusCode).toBe(204);
    expect((await reports())[0]).toMatchObject({ status: 502, method: 'GET', url: '/beacon' });
  });

  it('records a guest by guest id', async () => {
    const guest = new TestBrowser(t.app);
    expect((await guest.post(CLIENT_METRICS.path, report)).statusCode).toBe(204);
    const [stored] = await reports();
    expect(stored?.username).toBeNull();
    expect(stored?.guestId).toMatch(/\S/);
  });

  it.each([
    ['a status below 400', { ...report, status: 200 }],
    ['an unknown method', { ...report, method: 'BREW' }],
    ['a missing url', { ...report, url: undefined }],
    ['a bad request id', { ...report, requestId: 'has spaces' }],
    ['a long message', { ...report, message: 'x'.repeat(CLIENT_METRICS.maxMessageLength + 1) }],
  ])('refuses %s with 400 and stores nothing', async (_name, body) => {
    const before = (await reports()).length;
    const response = await new TestBrowser(t.app).post(CLIENT_METRICS.path, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect((await reports()).length).toBe(before);
  });

  it('refuses a report over 4 KB with 413', async () => {
    const before = (await reports()).length;
    const response = await new TestBrowser(t.app).post(CLIENT_METRICS.path, {
      ...report,
      url: `/x?pad=${'a'.repeat(CLIENT_METRICS.maxBytes)}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
    expect((await reports()).length).toBe(before);
  });

  it('needs the CSRF token like every web callback', async () => {
    const response = await new TestBrowser(t.app).post(CLIENT_METRICS.path, report, { csrf: false });
    expect(response.statusCode).toBe(403);
  });

  it('limits reports per session: 429 with Retry-After, then accepted again a minute later', async () => {
    const browser = new TestBrowser(t.app);
    for (let i = 0; i < CLIENT_METRICS.perSessionPerMinute; i++) {
      expect((await browser.post(CLIENT_METRICS.path, report)).statusCode).toBe(204);
    }
    const refused = await browser.post(CLIENT_METRICS.path, report);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(60_000);
    expect((await browser.post(CLIENT_METRICS.path, report)).statusCode).toBe(204);
  });

  it('lets only staff browse: 401 for guests, 403 for members', async () => {
    expect((await browse(new TestBrowser(t.app))).statusCode).toBe(401);
    const member = new TestBrowser(t.app);
    await member.register('not_staff');
    const response = await browse(member);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
    await t.services.accounts.setLevel('not_staff', 'moderator');
    expect((await browse(member)).statusCode).toBe(403);
  });

  it('serves the staff page to staff only; to anyone else it does not exist', async () => {
    const page = await staff.get('/staff/client-errors');
    expect(page.statusCode).toBe(200);
    expect(pageContextOf(page.body).route?.name).toBe('staff_client_errors');
    expect(page.body).toContain('<title>Client errors · Kingside</title>');
    const member = new TestBrowser(t.app);
    await member.register('curious');
    expect((await member.get('/staff/client-errors')).statusCode).toBe(404);
    expect((await new TestBrowser(t.app).get('/staff/client-errors')).statusCode).toBe(404);
  });

  it('pages newest first', async () => {
    const first = (await browse()).json() as ClientErrorsPage;
    expect(first.nextBefore).toBeNull();
    const ids = first.reports.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(30);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const older = (await browse(staff, `?before=${ids[1]}`)).json() as ClientErrorsPage;
    expect(older.reports.map((r) => r.id)).toEqual(ids.slice(2));
    expect((await browse(staff, '?before=abc')).statusCode).toBe(400);
  });

  it('keeps reports 14 days, then the sweep deletes them', async () => {
    const fresh = new TestBrowser(t.app);
    t.clock.advance(60_000);
    await fresh.post(CLIENT_METRICS.path, { ...report, url: '/newest' });
    const total = (await reports()).length;
    t.clock.advance(CLIENT_METRICS.retentionDays * DAY_MS - 1000);
    expect(await t.services.clientMetrics.deleteExpired()).toBe(total - 1);
    expect((await reports()).map((r) => r.url)).toEqual(['/newest']);
    t.clock.advance(2000);
    expect(await t.services.clientMetrics.deleteExpired()).toBe(1);
    expect(await reports()).toEqual([]);
  });
});
