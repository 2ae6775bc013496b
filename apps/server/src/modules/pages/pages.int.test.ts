import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { pageContextOf, startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';

describe.each(DATABASE_KINDS)('pages on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.services.accounts.register({
      username: 'Garry',
      email: 'garry@example.com',
      password: 'kasparov-85',
    });
    await t.services.demo.seed();
  });
  afterAll(async () => t.close());

  const get = (url: string, headers?: Record<string, string>) => new TestBrowser(t.app).get(url, headers);

  it('serves a page with its language, a real title and the page context', async () => {
    const response = await get('/about');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<title>About · Kingside</title>');
    const context = pageContextOf(response.body);
    expect(context).toMatchObject({
      language: 'en',
      status: 200,
      route: { name: 'about' },
      release: 'test-release',
    });
    expect(context.current.user.isGuest).toBe(true);
    expect(context.csrfToken).toBe(response.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value);
  });

  it('serves the Spanish variant under /es/ and right-to-left Arabic under /ar/', async () => {
    const es = await get('/es/about');
    expect(es.body).toContain('<html lang="es">');
    expect(es.body).toContain('<title>Acerca de · Kingside</title>');
    expect(pageContextOf(es.body).language).toBe('es');
    expect((await get('/ar/about')).body).toContain('<html lang="ar" dir="rtl">');
    expect((await get('/pt-BR/member/garry')).statusCode).toBe(200);
  });

  it('serves the preferences page, English and Spanish, to a guest', async () => {
    const en = await get('/settings/board');
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<title>Preferences · Kingside</title>');
    expect(pageContextOf(en.body).route).toEqual({ name: 'settings_board', params: {} });
    const es = await get('/es/settings/board');
    expect(es.body).toContain('<title>Preferencias · Kingside</title>');
  });

  it('takes the language from the host subdomain when the path has none', async () => {
    const response = await get('/about', { host: 'schach.kingside.test' });
    expect(response.body).toContain('<html lang="de">');
  });

  it('redirects full locales and trailing slashes to the canonical URL', async () => {
    const full = await get('/de_DE/about?x=1');
    expect(full.statusCode).toBe(301);
    expect(full.headers.location).toBe('/de/about?x=1');
    expect((await get('/about/')).headers.location).toBe('/about');
  });

  it('shows a member page, and 404 for a member who does not exist', async () => {
    const found = await get('/member/GARRY');
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain('<title>Garry · Kingside</title>');
    expect(pageContextOf(found.body).page?.member).toMatchObject({
      username: 'Garry',
      membership: 'basic',
      closed: false,
    });
    const missing = await get('/member/nobody_at_all');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Page not found · Kingside</title>');
    expect(pageContextOf(missing.body)).toMatchObject({ status: 404, route: null });
  });

  it('serves the statistics page with and without a username (the page asks for the member)', async () => {
    for (const url of ['/stats', '/stats/garry', '/es/stats/garry']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
    }
    expect((await get('/stats')).body).toContain('<title>Statistics · Kingside</title>');
    expect(pageContextOf((await get('/stats/garry')).body).route).toEqual({
      name: 'stats',
      params: { username: 'garry' },
    });
  });

  it('shows a demo article, and 404 for an unknown one', async () => {
    const article = await get('/article/view/welcome-to-kingside');
    expect(article.statusCode).toBe(200);
    expect(pageContextOf(article.body).page?.article?.title).toBe('Welcome to Kingside');
    expect((await get('/article/view/no-such-article')).statusCode).toBe(404);
  });

  it('shows demo news and blog posts, and keeps the scheduled article and the draft from guests', async () => {
    const news = await get('/news/view/daily-chess-arrives');
    expect(news.statusCode).toBe(200);
    expect(pageContextOf(news.body).page?.article?.kind).toBe('news');
    const blog = await get('/blog/demo_diamond/my-first-hundred-games');
    expect(pageContextOf(blog.body).page?.article?.author?.username).toBe('demo_diamond');
    expect((await get('/blog/demo_basic/my-first-hundred-games')).statusCode).toBe(404);
    expect((await get('/article/view/the-lucena-position')).statusCode).toBe(404);
    expect((await get('/blog/demo_diamond/notes-for-next-week')).statusCode).toBe(404);
    for (const index of ['/articles', '/news', '/blogs', '/content/write'])
      expect((await get(index)).statusCode).toBe(200);
  });

  it('serves the lesson pages (their callbacks say whether the course exists)', async () => {
    for (const url of ['/learn', '/lessons/checkmate-patterns', '/lessons/checkmate-patterns/2', '/es/learn'])
      expect((await get(url)).statusCode, url).toBe(200);
    expect((await get('/learn')).body).toContain('<title>Learn · Kingside</title>');
    expect(pageContextOf((await get('/lessons/checkmate-patterns/2')).body).route).toEqual({
      name: 'lesson',
      params: { slug: 'checkmate-patterns', lesson: '2' },
    });
  });

  it.each([
    '/club/matches/abc',
    '/leagues/gold/abc',
    '/leagues/gold-x/abcdefg',
    '/no/such/page',
    '/tournament/spring-open',
    '/club/matches/12',
    // No such division, course or lesson: the page does not exist.
    '/leagues/gold/abcdefg',
    '/lessons/Not_A_Slug',
    '/lessons/checkmate-patterns/0',
  ])('answers 404 with the app for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await get('/callback/nothing/here');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('sets strict security headers and compresses large pages', async () => {
    const response = await get('/about', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('never lets page data break out of the context script', async () => {
    await t.services.accounts.register({
      username: 'x_script_x',
      email: 'x@example.com',
      password: 'password-123',
    });
    const response = await get('/member/x_script_x?q=</script><script>alert(1)</script>');
    expect(response.body).not.toContain('<script>alert(1)');
  });

  it("shows every session its own current user and token, never another's, however views interleave", async () => {
    const alice = new TestBrowser(t.app);
    await alice.register('page_alice');
    const bob = new TestBrowser(t.app);
    await bob.register('page_bob');
    const aliceAgain = new TestBrowser(t.app);
    await aliceAgain.login('page_alice', 'correct horse battery');
    const guest = new TestBrowser(t.app);
    await guest.get('/about');
    const browsers = [
      { browser: alice, username: 'page_alice' },
      { browser: bob, username: 'page_bob' },
      { browser: guest, username: null },
      { browser: aliceAgain, username: 'page_alice' },
    ];
    const guestIds = new Set<string>();
    for (let round = 0; round < 3; round++) {
      for (const { browser, username } of browsers) {
        const context = pageContextOf((await browser.get(round === 1 ? '/es/about' : '/about')).body);
        expect(context.current.user.isGuest).toBe(username === null);
        if (username) expect(context.current.user.username).toBe(username);
        else guestIds.add(context.current.user.id);
        expect(context.csrfToken).toBe(browser.csrfToken);
        expect(context.language).toBe(round === 1 ? 'es' : 'en');
      }
    }
    expect(guestIds.size).toBe(1);
  });

  it("shows a member's new level, feature flags and logout on the next page view", async () => {
    const member = new TestBrowser(t.app);
    await member.register('page_upgrader');
    const current = async () => pageContextOf((await member.get('/about')).body);
    expect((await current()).current.user.membership).toBe('basic');
    await t.services.accounts.setLevel('page_upgrader', 'diamond');
    expect((await current()).current.user.membership).toBe('diamond');
    await t.services.features.set('page_flag', true);
    expect((await current()).features.page_flag).toBe(true);
    await t.services.features.set('page_flag', false);
    expect((await current()).features.page_flag).toBe(false);
    expect((await member.post('/logout')).statusCode).toBe(200);
    expect((await current()).current.user.isGuest).toBe(true);
  });
});
