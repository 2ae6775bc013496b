/** The SQLSTATE of a Postgres error, looking through Drizzle's wrapping (`cause`). */
export function pgErrorCode(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** Data errors (class 22: bad characters, values out of range, malformed text) are the caller's input. */
export function isPgDataError(error: unknown): boolean {
  return pgErrorCode(error)?.startsWith('22') ?? false;
}

/** Postgres reports a unique violation as 23505; Drizzle wraps the driver's error in `cause`. */
export function uniqueViolation(error: unknown): { constraint: string | null } | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return { constraint: typeof candidate.constraint === 'string' ? candidate.constraint : null };
    }
    e = candidate.cause;
  }
  return null;
}
