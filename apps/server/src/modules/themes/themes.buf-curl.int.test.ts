import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { PLATFORM } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { serverRoot } from '../../platform/paths';

const run = promisify(execFile);
const REPO = path.join(serverRoot(), '..', '..');
/** `buf` from the `@bufbuild/buf` devDependency: an outside client that knows only the .proto. */
const BUF = path.join(REPO, 'node_modules', '.bin', 'buf');
const METHOD = 'kingside.themes.v1.ThemesService';

describe('the Themes service as `buf curl` calls it', () => {
  let t: TestApp;
  let memberToken: string;
  let guestToken: string;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    await t.services.accounts.register({
      username: 'vera',
      email: 'vera@example.com',
      password: 'correct horse battery',
    });
    const member = new TestBrowser(t.app);
    await member.login('vera', 'correct horse battery');
    memberToken = (await member.post(PLATFORM.tokenPath)).json().access_token;
    guestToken = (await new TestBrowser(t.app).post(PLATFORM.tokenPath)).json().access_token;
    base = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}${PLATFORM.themesBase}/${METHOD}`;
  });
  afterAll(async () => t.close());

  /** Exit code, the response (JSON) or the error buf prints, for one call. */
  async function bufCurl(protocol: 'connect' | 'grpcweb', method: string, body: unknown, token: string) {
    const args = ['curl', '--schema', path.join(REPO, 'proto'), '--protocol', protocol];
    args.push(
      '-H',
      `Authorization: Bearer ${token}`,
      '-H',
      'Accept-Language: es',
      '-d',
      JSON.stringify(body),
    );
    try {
      const { stdout } = await run(BUF, [...args, `${base}/${method}`], { cwd: REPO });
      return { ok: true as const, body: JSON.parse(stdout) };
    } catch (error) {
      const failed = error as { stderr: string };
      return { ok: false as const, error: JSON.parse(failed.stderr) as { code: string; message: string } };
    }
  }

  for (const protocol of ['connect', 'grpcweb'] as const) {
    it(`lists, gets and selects over ${protocol}`, async () => {
      const list = await bufCurl(
        protocol,
        'ListThemes',
        { platform: 'PLATFORM_WEB', boardSize: 200 },
        guestToken,
      );
      expect(list.ok && list.body.themes[0]).toMatchObject({ id: 'green', localizedName: 'Verde' });
      const boards = await bufCurl(protocol, 'ListBoardStyles', { boardSize: 200 }, guestToken);
      expect(list.ok && boards.ok && boards.body.boardStyles).toHaveLength(10);

      const select = await bufCurl(
        protocol,
        'SelectCustomTheme',
        {
          backgroundId: 'night',
          boardStyleId: 'marble',
          pieceSetId: 'ocean',
          soundSetId: 'default',
        },
        memberToken,
      );
      expect(select).toEqual({ ok: true, body: {} });
      const active = await bufCurl(protocol, 'GetActiveTheme', { platform: 'PLATFORM_WEB' }, memberToken);
      expect(active.ok && active.body.theme).toMatchObject({ id: 'custom', pieceSet: { id: 'ocean' } });

      expect(await bufCurl(protocol, 'GetTheme', { themeId: 'plaid' }, guestToken)).toMatchObject({
        ok: false,
        error: { code: 'not_found' },
      });
      expect(await bufCurl(protocol, 'SelectTheme', { themeId: 'ice' }, guestToken)).toMatchObject({
        ok: false,
        error: { code: 'unauthenticated' },
      });
    });
  }
});
