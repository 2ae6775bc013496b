import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_CODES } from './locales';
import { generateRoute, isRouteName, matchPath, ROUTES, RouteError, resolveRoute } from './routes';

function routeError(run: () => unknown): RouteError {
  try {
    run();
  } catch (error) {
    if (error instanceof RouteError) return error;
    throw error;
  }
  throw new Error('expected a RouteError');
}

describe('ROUTES', () => {
  it('lists every page of §2 with its exact path', () => {
    const paths = Object.fromEntries(Object.entries(ROUTES).map(([name, def]) => [name, def.path]));
    expect(paths).toEqual({
      home: '/',
      login: '/login',
      register: '/register',
      about: '/about',
      membership: '/membership',
      two_factor: '/2fa',
      bot_check: '/bot-check',
      login_and_go: '/login_and_go',
      leagues: '/leagues/{league}/{division}',
      leagues_home: '/leagues',
      member: '/member/{username}',
      article: '/article/view/{url}',
      club_match: '/club/matches/{match}',
      tournament: '/tournament/{url}',
      stats: '/stats/{username}',
      play: '/play',
      play_daily: '/play/daily',
      play_computer: '/play/computer',
      game: '/game/{id}',
      watch: '/watch',
      games_archive: '/games/archive/{username}',
      analysis: '/analysis',
      game_review: '/game/{id}/review',
      review_help: '/help/game-review',
      challenge: '/challenge/{id}',
      puzzles: '/puzzles',
      puzzles_daily: '/puzzles/daily',
      puzzles_streak: '/puzzles/streak',
      puzzles_themes: '/puzzles/themes',
      learn: '/learn',
      lesson_course: '/lessons/{slug}',
      lesson: '/lessons/{slug}/{lesson}',
      news: '/news',
      social: '/social',
      settings: '/settings',
      settings_security: '/settings/security',
      settings_board: '/settings/board',
      insights: '/insights',
      forgot_password: '/forgot-password',
      reset_password: '/reset-password',
      verify_email: '/verify-email',
      settings_sessions: '/settings/sessions',
      settings_password: '/settings/password',
      settings_close_account: '/settings/close-account',
      staff_client_errors: '/staff/client-errors',
      staff_members: '/staff/members',
      staff_audit: '/staff/audit',
      settings_billing: '/settings/billing',
      settings_api_tokens: '/settings/api-tokens',
      sandbox_checkout: '/billing/sandbox/checkout/{id}',
      staff_coupons: '/staff/coupons',
      staff_authors: '/staff/authors',
      staff_reports: '/staff/reports',
      notifications: '/notifications',
      messages: '/messages',
      messages_thread: '/messages/{username}',
      news_view: '/news/view/{url}',
      blog_view: '/blog/{username}/{url}',
      articles: '/articles',
      blogs: '/blogs',
      videos: '/videos',
      video: '/video/{url}',
      content_write: '/content/write',
      forum: '/forum',
      forum_category: '/forum/{category}',
      clubs: '/clubs',
      club: '/club/{slug}',
      surveys: '/surveys',
      tournaments: '/tournaments',
      forum_topic: '/forum/view/{uuid}',
    });
  });

  it('localises the account pages of issue 4', () => {
    expect(generateRoute('settings_sessions', {}, { language: 'es' })).toBe('/es/settings/sessions');
    expect(generateRoute('reset_password', {}, { query: { token: 'abc' } })).toBe(
      '/reset-password?token=abc',
    );
    expect(matchPath('/es/settings/close-account')).toMatchObject({
      route: { name: 'settings_close_account' },
      language: 'es',
    });
  });

  it('keys each route by its own name', () => {
    for (const [name, def] of Object.entries(ROUTES)) expect(def.name).toBe(name);
  });

  it('takes POST only on the member page', () => {
    for (const def of Object.values(ROUTES)) {
      expect(def.methods).toEqual(def.name === 'member' ? ['GET', 'POST'] : ['GET']);
    }
  });

  it('names the entity each lookup route loads', () => {
    const lookups = Object.values(ROUTES).flatMap((def) => ('lookup' in def ? [[def.name, def.lookup]] : []));
    expect(Object.fromEntries(lookups)).toEqual({
      member: 'member',
      article: 'article',
      news_view: 'news_item',
      blog_view: 'blog_post',
      video: 'chess_video',
      club_match: 'club_match',
      tournament: 'tournament',
      game: 'game',
      game_review: 'game',
      challenge: 'challenge',
      leagues: 'league_division',
    });
  });

  it('knows its own names only', () => {
    expect(isRouteName('member')).toBe(true);
    expect(isRouteName('nope')).toBe(false);
    expect(isRouteName('toString')).toBe(false);
  });
});

describe('generateRoute', () => {
  it('builds static and parameterised routes', () => {
    expect(generateRoute('home')).toBe('/');
    expect(generateRoute('two_factor')).toBe('/2fa');
    expect(generateRoute('leagues', { league: 'gold', division: 'abc123' })).toBe('/leagues/gold/abc123');
    expect(generateRoute('club_match', { match: 42 })).toBe('/club/matches/42');
    expect(generateRoute('game', { id: 'AbCd1234' })).toBe('/game/AbCd1234');
  });

  it('lower-cases usernames (§2) but no other param', () => {
    expect(generateRoute('member', { username: 'Magnus_C' })).toBe('/member/magnus_c');
    expect(generateRoute('stats', { username: 'BOB' })).toBe('/stats/bob');
    expect(generateRoute('article', { url: 'Opening-Traps' })).toBe('/article/view/Opening-Traps');
  });

  it('leaves an optional param out when it is not given', () => {
    expect(generateRoute('stats')).toBe('/stats');
    expect(generateRoute('stats', { username: undefined })).toBe('/stats');
    expect(generateRoute('stats', { username: '' })).toBe('/stats');
  });

  it('URI-encodes params', () => {
    expect(generateRoute('article', { url: 'a b/c?d' })).toBe('/article/view/a%20b%2Fc%3Fd');
    expect(generateRoute('tournament', { url: 'café' })).toBe('/tournament/caf%C3%A9');
  });

  it('ignores params the path does not use', () => {
    expect(generateRoute('about', { username: 'bob' })).toBe('/about');
  });

  it('appends the query', () => {
    expect(generateRoute('membership', {}, { query: { c: 'gold' } })).toBe('/membership?c=gold');
    expect(generateRoute('membership', {}, { query: { c: 'a&b' } })).toBe('/membership?c=a%26b');
    expect(generateRoute('membership', {}, { query: {} })).toBe('/membership');
  });

  it('prefixes non-English languages and leaves English bare', () => {
    expect(generateRoute('about', {}, { language: 'es' })).toBe('/es/about');
    expect(generateRoute('settings_board', {}, { language: 'es' })).toBe('/es/settings/board');
    expect(generateRoute('member', { username: 'X' }, { language: 'pt-BR' })).toBe('/pt-BR/member/x');
    expect(generateRoute('home', {}, { language: 'es' })).toBe('/es');
    expect(generateRoute('about', {}, { language: 'en' })).toBe('/about');
    expect(generateRoute('home', {}, { language: 'en' })).toBe('/');
    expect(generateRoute('stats', {}, { language: 'zh-TW', query: { a: '1' } })).toBe('/zh-TW/stats?a=1');
  });

  it('throws route_missing with the §8 text', () => {
    const error = routeError(() => generateRoute('nowhere'));
    expect(error.code).toBe('route_missing');
    expect(error.message).toBe('The route "nowhere" does not exist.');
    expect(error.route).toBe('nowhere');
    expect(routeError(() => generateRoute('constructor')).code).toBe('route_missing');
  });

  it('throws route_param_missing with the §8 text', () => {
    const error = routeError(() => generateRoute('member'));
    expect(error.code).toBe('route_param_missing');
    expect(error.message).toBe('The route "member" requires the parameter "username".');
    expect(error.param).toBe('username');
    expect(routeError(() => generateRoute('leagues', { league: 'gold' })).param).toBe('division');
    expect(routeError(() => generateRoute('game', { id: '' })).code).toBe('route_param_missing');
  });

  it('throws route_param_invalid when a param breaks its requirement', () => {
    const error = routeError(() => generateRoute('club_match', { match: 'abc' }));
    expect(error.code).toBe('route_param_invalid');
    expect(error.param).toBe('match');
    expect(error.message).toContain('"match"');
    expect(error.message).toContain('"abc"');
    expect(routeError(() => generateRoute('leagues', { league: 'gold', division: 'abc' })).code).toBe(
      'route_param_invalid',
    );
    expect(routeError(() => generateRoute('leagues', { league: 'a-b', division: 'abcdef' })).code).toBe(
      'route_param_invalid',
    );
    expect(routeError(() => generateRoute('game', { id: 'short' })).code).toBe('route_param_invalid');
  });

  it('is an Error with a stable name', () => {
    const error = routeError(() => generateRoute('nowhere'));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('RouteError');
  });
});

describe('resolveRoute', () => {
  it('returns the route when it can be built', () => {
    const report = vi.fn();
    expect(resolveRoute('member', { username: 'Bob' }, { language: 'es' }, report)).toBe('/es/member/bob');
    expect(report).not.toHaveBeenCalled();
  });

  it('resolves a missing route or param to the site root and reports it', () => {
    const report = vi.fn();
    expect(resolveRoute('nowhere', {}, { language: 'es' }, report)).toBe('/');
    expect(resolveRoute('member', {}, {}, report)).toBe('/');
    expect(resolveRoute('club_match', { match: 'x' }, {}, report)).toBe('/');
    expect(report.mock.calls.map(([error]) => error.code)).toEqual([
      'route_missing',
      'route_param_missing',
      'route_param_invalid',
    ]);
  });

  it('reports to console.error by default', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(resolveRoute('nowhere')).toBe('/');
    expect(spy).toHaveBeenCalledWith(expect.any(RouteError));
    spy.mockRestore();
  });
});

describe('matchPath', () => {
  it('matches static and parameterised routes', () => {
    expect(matchPath('/')).toEqual({ route: ROUTES.home, params: {}, language: 'en' });
    expect(matchPath('/2fa')?.route.name).toBe('two_factor');
    expect(matchPath('/leagues/gold/abc123')).toMatchObject({
      params: { league: 'gold', division: 'abc123' },
    });
    expect(matchPath('/club/matches/7')).toMatchObject({
      route: { name: 'club_match' },
      params: { match: '7' },
    });
    expect(matchPath('/member/Bob')).toMatchObject({ params: { username: 'Bob' } });
    expect(matchPath('/member/Bob')?.canonical).toBeUndefined();
  });

  it('matches an optional param present or absent', () => {
    expect(matchPath('/stats')).toMatchObject({ route: { name: 'stats' }, params: {} });
    expect(matchPath('/stats/bob')).toMatchObject({ route: { name: 'stats' }, params: { username: 'bob' } });
    expect(matchPath('/stats/bob/extra')).toBeNull();
  });

  it('rejects paths that break a requirement', () => {
    expect(matchPath('/club/matches/abc')).toBeNull();
    expect(matchPath('/leagues/gold/abc')).toBeNull();
    expect(matchPath('/leagues/go-ld/abcdef')).toBeNull();
    expect(matchPath('/game/short')).toBeNull();
  });

  it('rejects unknown, empty-segment and relative paths', () => {
    expect(matchPath('/nowhere')).toBeNull();
    expect(matchPath('/member')).toBeNull();
    expect(matchPath('/member//bob')).toBeNull();
    expect(matchPath('/leagues//abcdef')).toBeNull();
    expect(matchPath('about')).toBeNull();
    expect(matchPath('')).toBeNull();
  });

  it('percent-decodes params and rejects malformed encoding', () => {
    expect(matchPath('/article/view/a%20b%2Fc')?.params).toEqual({ url: 'a b/c' });
    expect(matchPath('/tournament/caf%C3%A9')?.params).toEqual({ url: 'café' });
    expect(matchPath('/tournament/%E0%A4%A')).toBeNull();
    expect(matchPath('/club/matches/%31')?.params).toEqual({ match: '1' });
  });

  it('round-trips every generated route', () => {
    const params = {
      username: 'bob',
      league: 'gold',
      division: 'abc123',
      url: 'x y',
      match: 1,
      id: 'abcd1234',
      category: 'openings',
      slug: 'knights',
      lesson: 2,
      uuid: '0b7f6c1e-58a4-4c5b-9d0e-3f2a1b4c5d6e',
    };
    for (const name of Object.keys(ROUTES)) {
      for (const language of ['en', 'es', 'pt-BR', 'zh-HK'] as const) {
        const match = matchPath(generateRoute(name, params, { language }));
        expect(match?.route.name).toBe(name);
        expect(match?.language).toBe(language);
        expect(match?.canonical).toBeUndefined();
      }
    }
  });

  it('takes every language code as a prefix', () => {
    for (const code of LANGUAGE_CODES) {
      expect(matchPath(`/${code}/about`)).toMatchObject({ route: { name: 'about' }, language: code });
      expect(matchPath(`/${code}`)).toMatchObject({ route: { name: 'home' }, language: code });
    }
  });

  it('matches the bare language prefix as home', () => {
    expect(matchPath('/es')).toEqual({ route: ROUTES.home, params: {}, language: 'es' });
    expect(matchPath('/es/')).toMatchObject({ language: 'es', canonical: '/es' });
  });

  it('redirects full locales to the short code, English to no prefix', () => {
    expect(matchPath('/de_DE/about')).toMatchObject({ language: 'de', canonical: '/de/about' });
    expect(matchPath('/pt_BR/member/x')).toMatchObject({ language: 'pt-BR', canonical: '/pt-BR/member/x' });
    expect(matchPath('/zh_TW/stats')).toMatchObject({ language: 'zh-TW', canonical: '/zh-TW/stats' });
    expect(matchPath('/en_US/about')).toMatchObject({ language: 'en', canonical: '/about' });
    expect(matchPath('/en_US')).toMatchObject({ route: { name: 'home' }, language: 'en', canonical: '/' });
    expect(matchPath('/en/about')).toMatchObject({ language: 'en', canonical: '/about' });
    expect(matchPath('/pt-br/about')).toMatchObject({ language: 'pt-BR', canonical: '/pt-BR/about' });
  });

  it('keeps params raw in the canonical form', () => {
    expect(matchPath('/de_DE/article/view/a%20b/')).toMatchObject({
      params: { url: 'a b' },
      canonical: '/de/article/view/a%20b',
    });
  });

  it('redirects trailing slashes except on the root', () => {
    expect(matchPath('/about/')).toMatchObject({ route: { name: 'about' }, canonical: '/about' });
    expect(matchPath('/stats/bob//')).toMatchObject({ params: { username: 'bob' }, canonical: '/stats/bob' });
    expect(matchPath('/')?.canonical).toBeUndefined();
    expect(matchPath('//')).toMatchObject({ route: { name: 'home' }, canonical: '/' });
  });

  it('does not take an unknown prefix for a language', () => {
    expect(matchPath('/xx/about')).toBeNull();
    expect(matchPath('/es_XX/about')).toBeNull();
    expect(matchPath('/es/nowhere')).toBeNull();
  });
});
