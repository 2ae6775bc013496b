import { DEFAULT_LANGUAGE, type Language, parseLocale } from './locales';
import { INTERNAL_MESSAGES } from './messages';

/** A page route of spec §2. `path` holds `{param}` placeholders; optional params come last. */
export interface RouteDef {
  name: string;
  path: string;
  requirements?: Record<string, RegExp>;
  optional?: readonly string[];
  methods: readonly ('GET' | 'POST')[];
  /** The entity the server looks up from the route's parameter (404 when it does not exist). */
  lookup?:
    | 'member'
    | 'article'
    | 'news_item'
    | 'blog_post'
    | 'chess_video'
    | 'tournament'
    | 'club_match'
    | 'game'
    | 'challenge'
    | 'league_division';
  /** Only members at this level or above see the page; anyone else gets the 404 page (it does not exist for them). */
  access?: 'staff' | 'moderator';
}

const GET = ['GET'] as const;

/** Every HTML page route, keyed by name. */
export const ROUTES = {
  home: { name: 'home', path: '/', methods: GET },
  login: { name: 'login', path: '/login', methods: GET },
  register: { name: 'register', path: '/register', methods: GET },
  about: { name: 'about', path: '/about', methods: GET },
  // Takes the optional query parameter c (§2): pass it as `options.query`.
  membership: { name: 'membership', path: '/membership', methods: GET },
  two_factor: { name: 'two_factor', path: '/2fa', methods: GET },
  // The challenge interstitial for page navigations (§2); takes the query parameter path.
  bot_check: { name: 'bot_check', path: '/bot-check', methods: GET },
  login_and_go: { name: 'login_and_go', path: '/login_and_go', methods: GET },
  leagues: {
    name: 'leagues',
    path: '/leagues/{league}/{division}',
    requirements: { league: /^\w+$/, division: /^\w{6,}$/ },
    methods: GET,
    lookup: 'league_division',
  },
  // Not in §2: the leagues' landing (issue 20), the viewer's current division or how to join one.
  leagues_home: { name: 'leagues_home', path: '/leagues', methods: GET },
  member: { name: 'member', path: '/member/{username}', methods: ['GET', 'POST'], lookup: 'member' },
  article: { name: 'article', path: '/article/view/{url}', methods: GET, lookup: 'article' },
  club_match: {
    name: 'club_match',
    path: '/club/matches/{match}',
    requirements: { match: /^\d+$/ },
    methods: GET,
    lookup: 'club_match',
  },
  tournament: { name: 'tournament', path: '/tournament/{url}', methods: GET, lookup: 'tournament' },
  stats: { name: 'stats', path: '/stats/{username}', optional: ['username'], methods: GET },
  play: { name: 'play', path: '/play', methods: GET },
  play_daily: { name: 'play_daily', path: '/play/daily', methods: GET },
  // Not in §2: play the computer (issue 18), Stockfish in the browser.
  play_computer: { name: 'play_computer', path: '/play/computer', methods: GET },
  game: {
    name: 'game',
    path: '/game/{id}',
    requirements: { id: /^[A-Za-z0-9]{8,12}$/ },
    methods: GET,
    lookup: 'game',
  },
  watch: { name: 'watch', path: '/watch', methods: GET },
  games_archive: { name: 'games_archive', path: '/games/archive/{username}', methods: GET },
  // Not in §2: the analysis board (issue 15); takes the query parameter game (a finished game's id).
  analysis: { name: 'analysis', path: '/analysis', methods: GET },
  // Not in §2: game review (issue 18), a finished game's; and the page that explains its move classes.
  game_review: {
    name: 'game_review',
    path: '/game/{id}/review',
    requirements: { id: /^[A-Za-z0-9]{8,12}$/ },
    methods: GET,
    lookup: 'game',
  },
  review_help: { name: 'review_help', path: '/help/game-review', methods: GET },
  challenge: {
    name: 'challenge',
    path: '/challenge/{id}',
    requirements: { id: /^[A-Za-z0-9]{8}$/ },
    methods: GET,
    lookup: 'challenge',
  },
  // Takes the query parameters min, max (a rating range) and theme; §2 names only /puzzles.
  puzzles: { name: 'puzzles', path: '/puzzles', methods: GET },
  // Not in §2: the daily puzzle, the streak and the themes (issue 18).
  puzzles_daily: { name: 'puzzles_daily', path: '/puzzles/daily', methods: GET },
  puzzles_streak: { name: 'puzzles_streak', path: '/puzzles/streak', methods: GET },
  puzzles_themes: { name: 'puzzles_themes', path: '/puzzles/themes', methods: GET },
  learn: { name: 'learn', path: '/learn', methods: GET },
  // Not in §2: a lesson course (contentPath's `/lessons/{slug}`) and its lessons by their place in it (issue 17).
  lesson_course: {
    name: 'lesson_course',
    path: '/lessons/{slug}',
    requirements: { slug: /^[a-z0-9]+(-[a-z0-9]+)*$/ },
    methods: GET,
  },
  lesson: {
    name: 'lesson',
    path: '/lessons/{slug}/{lesson}',
    requirements: { slug: /^[a-z0-9]+(-[a-z0-9]+)*$/, lesson: /^[1-9]\d{0,2}$/ },
    methods: GET,
  },
  news: { name: 'news', path: '/news', methods: GET },
  social: { name: 'social', path: '/social', methods: GET },
  settings: { name: 'settings', path: '/settings', methods: GET },
  settings_security: { name: 'settings_security', path: '/settings/security', methods: GET },
  settings_board: { name: 'settings_board', path: '/settings/board', methods: GET },
  insights: { name: 'insights', path: '/insights', methods: GET },
  forgot_password: { name: 'forgot_password', path: '/forgot-password', methods: GET },
  reset_password: { name: 'reset_password', path: '/reset-password', methods: GET },
  verify_email: { name: 'verify_email', path: '/verify-email', methods: GET },
  settings_sessions: { name: 'settings_sessions', path: '/settings/sessions', methods: GET },
  settings_password: { name: 'settings_password', path: '/settings/password', methods: GET },
  settings_close_account: { name: 'settings_close_account', path: '/settings/close-account', methods: GET },
  // Not in §2: the staff view of client error reports (§7 client metrics).
  staff_client_errors: {
    name: 'staff_client_errors',
    path: '/staff/client-errors',
    methods: GET,
    access: 'staff',
  },
  // Not in §2: staff close, reopen and impersonate members; the audit log of what staff did.
  staff_members: { name: 'staff_members', path: '/staff/members', methods: GET, access: 'staff' },
  staff_audit: { name: 'staff_audit', path: '/staff/audit', methods: GET, access: 'staff' },
  // Not in §2: paid membership (issue 5).
  settings_billing: { name: 'settings_billing', path: '/settings/billing', methods: GET },
  // Not in §2: personal tokens for the open play API (issue 15).
  settings_api_tokens: { name: 'settings_api_tokens', path: '/settings/api-tokens', methods: GET },
  sandbox_checkout: { name: 'sandbox_checkout', path: '/billing/sandbox/checkout/{id}', methods: GET },
  staff_coupons: { name: 'staff_coupons', path: '/staff/coupons', methods: GET, access: 'staff' },
  // Not in §2: staff grant and take back the author role (§6 article authors).
  staff_authors: { name: 'staff_authors', path: '/staff/authors', methods: GET, access: 'staff' },
  // Not in §2: the moderators' queue of reports (§1 "Reporting of users, forum topics and videos").
  staff_reports: { name: 'staff_reports', path: '/staff/reports', methods: GET, access: 'moderator' },
  // Not in §2: a member's notifications, the bell's full list (issue 14).
  notifications: { name: 'notifications', path: '/notifications', methods: GET },
  // Not in §2: direct messages (issue 14).
  messages: { name: 'messages', path: '/messages', methods: GET },
  messages_thread: { name: 'messages_thread', path: '/messages/{username}', methods: GET },
  // Not in §2: content (issue 17). News and blog pages beside §2's article page, the indexes, the editor.
  news_view: { name: 'news_view', path: '/news/view/{url}', methods: GET, lookup: 'news_item' },
  blog_view: { name: 'blog_view', path: '/blog/{username}/{url}', methods: GET, lookup: 'blog_post' },
  articles: { name: 'articles', path: '/articles', methods: GET },
  blogs: { name: 'blogs', path: '/blogs', methods: GET },
  // Chess videos (§1 "watch chess video"; the report call is §7's `/chess-tv/callback/report/…`).
  videos: { name: 'videos', path: '/videos', methods: GET },
  video: { name: 'video', path: '/video/{url}', methods: GET, lookup: 'chess_video' },
  // Takes the query parameters kind (a new item) or id (an item to edit).
  content_write: { name: 'content_write', path: '/content/write', methods: GET },
  // Not in §2: the forums (issue 19); topics are addressed by uuid (§3).
  forum: { name: 'forum', path: '/forum', methods: GET },
  // The category's slug is checked by its callback (a missing forum shows as such).
  forum_category: { name: 'forum_category', path: '/forum/{category}', methods: GET },
  // Not in §2: clubs (issue 19), by chess.com's url-ID; `/club/matches/{match}` (§2) stays its own.
  clubs: { name: 'clubs', path: '/clubs', methods: GET },
  club: { name: 'club', path: '/club/{slug}', methods: GET },
  // Not in §2: surveys (§1 "Surveys with votable options").
  surveys: { name: 'surveys', path: '/surveys', methods: GET },
  // Not in §2: the list of tournaments (issue 20) beside §2's `/tournament/{url}`.
  tournaments: { name: 'tournaments', path: '/tournaments', methods: GET },
  forum_topic: {
    name: 'forum_topic',
    path: '/forum/view/{uuid}',
    requirements: { uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/ },
    methods: GET,
  },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;

export function isRouteName(name: string): name is RouteName {
  return Object.hasOwn(ROUTES, name);
}

export type RouteErrorCode = 'route_missing' | 'route_param_missing' | 'route_param_invalid';

export class RouteError extends Error {
  override readonly name = 'RouteError';
  readonly code: RouteErrorCode;
  readonly route: string;
  readonly param: string | undefined;

  constructor(code: RouteErrorCode, message: string, route: string, param?: string) {
    super(message);
    this.code = code;
    this.route = route;
    this.param = param;
  }
}

export type RouteParams = Record<string, string | number | undefined>;

export interface RouteOptions {
  /** The current page's language: a non-English one yields the localised variant (§2). */
  language?: Language;
  query?: Record<string, string>;
}

type Segment = { kind: 'static'; value: string } | { kind: 'param'; name: string; optional: boolean };

interface CompiledRoute {
  def: RouteDef;
  segments: readonly Segment[];
  /** How many leading segments must be present; the rest are optional params. */
  required: number;
}

function compile(def: RouteDef): CompiledRoute {
  const segments: Segment[] = def.path
    .split('/')
    .filter((part) => part !== '')
    .map((part) => {
      const param = /^\{(\w+)\}$/.exec(part)?.[1];
      if (param === undefined) return { kind: 'static', value: part };
      return { kind: 'param', name: param, optional: def.optional?.includes(param) ?? false };
    });
  const firstOptional = segments.findIndex((segment) => segment.kind === 'param' && segment.optional);
  return { def, segments, required: firstOptional === -1 ? segments.length : firstOptional };
}

const COMPILED: readonly CompiledRoute[] = Object.values(ROUTES).map(compile);
const COMPILED_BY_NAME = new Map(COMPILED.map((route) => [route.def.name, route]));

function languagePrefix(language: Language | undefined): string {
  return language === undefined || language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** Builds the URL of a named route. Throws a `RouteError` for an unknown route or a missing or invalid param. */
export function generateRoute(name: string, params: RouteParams = {}, options: RouteOptions = {}): string {
  const route = COMPILED_BY_NAME.get(name);
  if (!route) throw new RouteError('route_missing', INTERNAL_MESSAGES.routeMissing(name), name);

  const parts: string[] = [];
  for (const segment of route.segments) {
    if (segment.kind === 'static') {
      parts.push(segment.value);
      continue;
    }
    const raw = Object.hasOwn(params, segment.name) ? params[segment.name] : undefined;
    if (raw === undefined || raw === '') {
      // An omitted optional param ends the path: optional params only ever trail.
      if (segment.optional) break;
      const message = INTERNAL_MESSAGES.routeParamMissing(name, segment.name);
      throw new RouteError('route_param_missing', message, name, segment.name);
    }
    // §2: usernames are lower-cased when a route is built, so one member has one URL.
    const value = segment.name === 'username' ? String(raw).toLowerCase() : String(raw);
    const requirement = route.def.requirements?.[segment.name];
    if (requirement && !requirement.test(value)) {
      const message = `The parameter "${segment.name}" of the route "${name}" must match ${requirement}, "${value}" given.`;
      throw new RouteError('route_param_invalid', message, name, segment.name);
    }
    parts.push(encodeURIComponent(value));
  }

  const path = `${languagePrefix(options.language)}/${parts.join('/')}`;
  const localised = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const query = new URLSearchParams(options.query).toString();
  return query ? `${localised}?${query}` : localised;
}

/**
 * Like `generateRoute`, but never throws: a broken route resolves to the site root '/' — not the
 * localised root — and the error goes to `report` (§2).
 */
export function resolveRoute(
  name: string,
  params?: RouteParams,
  options?: RouteOptions,
  report: (error: RouteError) => void = console.error,
): string {
  try {
    return generateRoute(name, params, options);
  } catch (error) {
    if (!(error instanceof RouteError)) throw error;
    report(error);
    return '/';
  }
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
  language: Language;
  /** set when the URL should be redirected to its canonical form */
  canonical?: string;
}

function matchSegments(route: CompiledRoute, parts: readonly string[]): Record<string, string> | null {
  if (parts.length < route.required || parts.length > route.segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = route.segments[index];
    if (!segment) return null;
    if (segment.kind === 'static') {
      if (segment.value !== part) return null;
      continue;
    }
    let value: string;
    try {
      value = decodeURIComponent(part);
    } catch {
      return null;
    }
    const requirement = route.def.requirements?.[segment.name];
    if (value === '' || (requirement && !requirement.test(value))) return null;
    params[segment.name] = value;
  }
  return params;
}

function matchParts(parts: readonly string[]): { route: RouteDef; params: Record<string, string> } | null {
  for (const route of COMPILED) {
    const params = matchSegments(route, parts);
    if (params) return { route: route.def, params };
  }
  return null;
}

/**
 * Finds the page route of a pathname, with its optional language prefix (a short code, `en`, or a
 * full locale such as `de_DE`). Prefixes other than the short code, and trailing slashes, yield a
 * `canonical` URL to redirect to.
 */
export function matchPath(pathname: string): RouteMatch | null {
  if (!pathname.startsWith('/')) return null;
  const trimmed = pathname.replace(/\/+$/, '');
  const parts = trimmed === '' ? [] : trimmed.slice(1).split('/');

  const prefixed = parts[0] === undefined ? null : parseLocale(parts[0]);
  const localised = prefixed ? matchParts(parts.slice(1)) : null;
  const found = localised ?? matchParts(parts);
  if (!found) return null;
  const language = (localised && prefixed) || DEFAULT_LANGUAGE;
  const rest = localised ? parts.slice(1) : parts;

  const canonical = `${languagePrefix(language)}/${rest.join('/')}`.replace(/(.)\/$/, '$1');
  const match: RouteMatch = { route: found.route, params: found.params, language };
  if (canonical !== pathname) match.canonical = canonical;
  return match;
}
