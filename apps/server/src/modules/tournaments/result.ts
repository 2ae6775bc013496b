/** Errors as values, as the play core does: a pairing core never throws on input a caller can get wrong. */
export type Result<T, E extends string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E; readonly detail?: string };

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

export const fail = <E extends string>(
  error: E,
  detail?: string,
): { readonly ok: false; readonly error: E; readonly detail?: string } =>
  detail === undefined ? { ok: false, error } : { ok: false, error, detail };
