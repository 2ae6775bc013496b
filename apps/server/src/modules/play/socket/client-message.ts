import type { ClientMessage } from '@kingside/contract';
import { clientMessageSchema } from '@kingside/contract/schemas';

export type ParsedClientMessage = { ok: ClientMessage } | { bad: string; ref?: number };

const GAME_ID = /^[A-Za-z0-9]{8}$/;
const UCI = /^[a-h][1-8][a-h][1-8][qrbnk]?$/;
const MOVE_KEYS = new Set(['t', 'gameId', 'uci', 'version', 'ref']);

const isInt = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

/**
 * A move exactly as `clientMessageSchema` accepts it, checked by hand: moves are nearly all of a
 * game socket's traffic, and the schema's walk allocates a result, issues and a copy per message.
 * Anything this does not accept goes to the schema, which words the refusal.
 */
function asMove(raw: Record<string, unknown>): ClientMessage | null {
  for (const key in raw) if (!MOVE_KEYS.has(key)) return null;
  const { gameId, uci, version, ref } = raw;
  if (typeof gameId !== 'string' || !GAME_ID.test(gameId)) return null;
  if (typeof uci !== 'string' || !UCI.test(uci)) return null;
  if (!isInt(version, 1_000_000)) return null;
  if (ref !== undefined && !isInt(ref, Number.MAX_SAFE_INTEGER)) return null;
  return raw as ClientMessage;
}

/** A socket's text frame as a client message, or why it is not one (with its `ref` when it had one). */
export function parseClientMessage(text: string | null): ParsedClientMessage {
  if (text === null) return { bad: 'Messages are JSON text.' };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { bad: 'Messages are JSON text.' };
  }
  if (raw !== null && typeof raw === 'object' && (raw as { t?: unknown }).t === 'move') {
    const move = asMove(raw as Record<string, unknown>);
    if (move) return { ok: move };
  }
  return bySchema(raw);
}

/** What the schema answers for a parsed message: every message but a well-formed move goes here. */
export function bySchema(raw: unknown): ParsedClientMessage {
  const parsed = clientMessageSchema.safeParse(raw);
  if (parsed.success) return { ok: parsed.data };
  const ref = (raw as { ref?: unknown } | null)?.ref;
  const issue = parsed.error.issues[0]!;
  const where = issue.path.join('.');
  return {
    bad: where ? `${where}: ${issue.message}` : issue.message,
    ...(Number.isSafeInteger(ref) ? { ref: ref as number } : {}),
  };
}
