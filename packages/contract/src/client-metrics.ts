/** Client error reports (spec §7 client metrics, §8 network handling). */
export const CLIENT_METRICS = {
  /** Where the web app reports failed responses (a web callback: session + CSRF). */
  path: '/callback/client-metrics',
  /** Staff read the stored reports here (JSON), newest first. */
  staffPath: '/callback/staff/client-errors',
  /** A report is a few fields: anything bigger is refused with 413. */
  maxBytes: 4096,
  /** Reports per minute from one session and from one IP. */
  perSessionPerMinute: 30,
  perIpPerMinute: 120,
  /** Reports older than this are deleted by a periodic sweep. */
  retentionDays: 14,
  /** Staff page size. */
  pageSize: 100,
  maxUrlLength: 1024,
  maxMessageLength: 500,
} as const;

/** §7: failures on the email-marketing (link-tracking) host are not ours to report. */
export const EMAIL_MARKETING_HOST = 'email.kingside.com';

/** The only fields a client sends; who sent it, from where and when the server adds itself. */
export interface ClientErrorReport {
  status: number;
  method: string;
  url: string;
  requestId?: string | null;
  message?: string | null;
}

/** A stored report as staff see it. */
export interface ClientErrorView {
  id: number;
  at: string;
  status: number;
  method: string;
  url: string;
  requestId: string | null;
  username: string | null;
  guestId: string | null;
  userAgent: string | null;
  message: string | null;
}

export interface ClientErrorsPage {
  reports: ClientErrorView[];
  /** Pass as `before` for the next (older) page; null at the end. */
  nextBefore: number | null;
}

export const REDACTED = '[redacted]';

/** Names whose values are secrets wherever they appear: query, form, JSON or `name: value`. */
const SECRET_NAMES =
  '(?:[A-Za-z0-9_-]*(?:pass(?:word)?|passwd|pwd|token|secret|code|otp|auth(?:orization)?|session|cookie|signature|sig|api[_-]?key|key))';
const SECRET_PAIR = new RegExp(`(["']?\\b${SECRET_NAMES}["']?\\s*[=:]\\s*["']?)([^"'&\\s,;}]+)`, 'gi');
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
/** Long opaque strings (tokens, signed ids) are secrets even without a name. */
const OPAQUE = /[A-Za-z0-9_-]{32,}/g;

/** Passwords, tokens and codes out of a free-text field, whatever its shape. */
export function redactSecrets(text: string): string {
  return text
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(SECRET_PAIR, `$1${REDACTED}`)
    .replace(OPAQUE, REDACTED);
}
