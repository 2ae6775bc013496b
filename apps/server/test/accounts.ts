import type { FastifyInstance } from 'fastify';
import { TestBrowser } from './test-app';

export const PASSWORD = 'correct horse battery';
export const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

export const me = async (browser: TestBrowser) => (await browser.get('/callback/user/current')).json();

/** A member logged in on a fresh browser with its own User-Agent (the sessions page shows it). */
export async function loggedIn(app: FastifyInstance, login: string, password = PASSWORD, userAgent = CHROME) {
  const browser = new TestBrowser(app);
  await browser.request({ method: 'GET', url: '/', headers: { 'user-agent': userAgent } });
  const response = await browser.request({
    method: 'POST',
    url: '/login_check',
    headers: { 'user-agent': userAgent },
    payload: { _username: login, _password: password, _token: browser.csrfToken },
  });
  return { browser, response };
}
