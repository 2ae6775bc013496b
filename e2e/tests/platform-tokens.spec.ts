import { cliMember } from '../support/players';
import { expect, test } from '../support/test';

/** What the page's own scripts can do with the session: get a platform token, then call the services with it. */
test('a member gets a platform token and reaches the Settings and Themes services with it', async ({
  browser,
}) => {
  const name = `tok_${Date.now().toString(36).slice(-5)}`;
  const page = await cliMember(browser, name);
  const result = await page.evaluate(async () => {
    const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
    const issued = await fetch('/bff-token', { method: 'POST', headers: { 'X-XSRF-TOKEN': xsrf } });
    const token = await issued.json();
    const auth = { Authorization: `Bearer ${token.access_token}`, 'X-Client-Identity': 'e2e' };
    const saved = await fetch('/platform/settings/users/me', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ 'board.move_method': 'click' }),
    });
    const read = await fetch('/platform/settings/users/me?include=board.move_method,board.coordinates', {
      headers: auth,
    });
    const themes = await fetch('/platform/themes/kingside.themes.v1.ThemesService/ListThemes', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ platform: 'PLATFORM_WEB', boardSize: 200, piecesSize: 150 }),
    });
    const stale = await fetch('/platform/settings/users/me', {
      headers: { Authorization: 'Bearer kp1.x.y' },
    });
    return {
      tokenType: token.token_type,
      expiresIn: token.expires_in,
      saved: saved.status,
      settings: (await read.json()).settings,
      firstTheme: (await themes.json()).themes[0].id,
      stale: stale.status,
      challenge: stale.headers.get('www-authenticate'),
    };
  });
  expect(result).toEqual({
    tokenType: 'Bearer',
    expiresIn: 300,
    saved: 200,
    settings: { 'board.move_method': 'click', 'board.coordinates': 'inside' },
    firstTheme: 'green',
    stale: 401,
    challenge: 'Bearer realm="kingside", error="invalid_token"',
  });
});
