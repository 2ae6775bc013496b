// `npm run bench`: the Themes service (spec §7) as the web app calls it — GetActiveTheme (a member's
// stored choice, read from the database) and ListThemes (the whole catalogue) over Connect JSON on
// loopback HTTP with a platform token — beside a plain Fastify JSON route that serves the same data
// (the same database read, the same presented messages as JSON, no Connect and no token), in the same
// run, interleaved. The ratio is what Connect and the token check cost. Goal: ≥ 0.5× the plain route.

import type { AddressInfo } from 'node:net';
import { create, toJson } from '@bufbuild/protobuf';
import { PLATFORM } from '@kingside/contract';
import {
  ACTIVE_THEME_QUERY,
  GetActiveThemeResponseSchema,
  ListThemesResponseSchema,
} from '@kingside/contract/themes';
import Fastify from 'fastify';
import {
  catalogue,
  DEFAULT_THEME,
  presentCustomTheme,
  presentTheme,
  presentThemes,
} from '../apps/server/src/modules/themes/themes.catalogue';
import { parseThemeChoice } from '../apps/server/src/modules/themes/themes.choice';
import { jsonClient, withBenchApp } from './bench-app';
import { interleaved, PASSWORD, percentiles, platformToken } from './friends-search-setup';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2_000);
const WARMUP = 200;
const SERVICE = `${PLATFORM.themesBase}/kingside.themes.v1.ThemesService`;

await withBenchApp('themes', null, async ({ services, app, http: connect }) => {
  const member = await services.accounts.register({
    username: 'bench_caller',
    email: 'caller@example.com',
    password: PASSWORD,
  });
  const token = await platformToken(app, 'bench_caller');
  await connect(
    'POST',
    `${SERVICE}/SelectCustomTheme`,
    {
      backgroundId: 'dots',
      boardStyleId: 'walnut',
      pieceSetId: 'neo',
      soundSetId: 'default',
    },
    { authorization: `Bearer ${token}` },
  );

  // The plain route: the same read and the same messages, as JSON, without Connect or a token.
  const plain = Fastify({ logger: false });
  const art = { language: 'en', boardSize: ACTIVE_THEME_QUERY.boardSize };
  plain.get('/themes/active', async () => {
    const choice = parseThemeChoice(await services.settings.themeChoice(member.userId));
    const theme =
      'themeId' in choice
        ? presentTheme(catalogue.theme(choice.themeId) ?? DEFAULT_THEME, art)
        : presentCustomTheme(choice.custom, art);
    return toJson(GetActiveThemeResponseSchema, create(GetActiveThemeResponseSchema, { theme }));
  });
  plain.get('/themes', async () =>
    toJson(ListThemesResponseSchema, create(ListThemesResponseSchema, { themes: presentThemes(art) })),
  );
  await plain.listen({ host: '127.0.0.1', port: 0 });
  const bare = jsonClient((plain.server.address() as AddressInfo).port);

  const auth = { authorization: `Bearer ${token}` };
  const activeQuery = { ...ACTIVE_THEME_QUERY, platform: 'PLATFORM_WEB', userId: String(member.userId) };
  const [active, bareActive, list, bareList] = await interleaved(
    [
      () => connect('POST', `${SERVICE}/GetActiveTheme`, activeQuery, auth),
      () => bare('GET', '/themes/active', null),
      () =>
        connect('POST', `${SERVICE}/ListThemes`, { ...ACTIVE_THEME_QUERY, platform: 'PLATFORM_WEB' }, auth),
      () => bare('GET', '/themes', null),
    ],
    ROUNDS,
    WARMUP,
  );
  console.log(
    `themes service: ${ROUNDS} calls each over loopback HTTP, interleaved, after ${WARMUP} warm-up rounds`,
  );
  for (const [name, service, plainRoute] of [
    ['GetActiveTheme', active!, bareActive!],
    ['ListThemes', list!, bareList!],
  ] as const) {
    const s = percentiles(service);
    const p = percentiles(plainRoute);
    const ratio = s.perSecond / p.perSecond;
    console.log(
      `  ${name.padEnd(15)} Connect p50 ${s.p50.toFixed(2)} ms  p99 ${s.p99.toFixed(2)} ms  ${s.perSecond.toFixed(0)}/s` +
        `   | plain JSON p50 ${p.p50.toFixed(2)} ms  p99 ${p.p99.toFixed(2)} ms  ${p.perSecond.toFixed(0)}/s` +
        `   | ${ratio.toFixed(2)}× ${ratio >= 0.5 ? '(goal ≥ 0.5: met)' : '(goal ≥ 0.5: missed)'}`,
    );
  }
  bare.close();
  await plain.close();
});
process.exit(0);
