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
