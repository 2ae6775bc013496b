import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where a page ends: the last row's sort key and id, for the next page to start after. */
export interface PageCursor {
  /** The search the token belongs to (owner, order, criteria, page size): another search refuses it. */
  search: string;
  key: string | number | null;
  id: number;
  /** How many matched when the first page was read: later pages do not count again. */
  total: number;
}

const SIGNATURE_BYTES = 16;

/**
 * Page tokens: opaque to the caller (base64url) and tamper-proof (an HMAC under a key derived from
 * the server secret). A token names the search it continues, so it cannot be replayed elsewhere.
 */
export function createPageTokens(serverSecret: () => Promise<string>) {
  let key: Promise<Buffer> | undefined;
  const sign = async (payload: Buffer) => {
    key ??= serverSecret().then((secret) =>
      createHmac('sha256', secret).update('friends-search-page-token').digest(),
    );
    return createHmac('sha256', await key)
      .update(payload)
      .digest()
      .subarray(0, SIGNATURE_BYTES);
  };

  return {
    async encode(cursor: PageCursor): Promise<string> {
      const payload = Buffer.from(JSON.stringify([cursor.search, cursor.key, cursor.id, cursor.total]));
      return Buffer.concat([await sign(payload), payload]).toString('base64url');
    },

    /** The cursor, or null for a token this server did not make for `search`. */
    async decode(token: string, search: string): Promise<PageCursor | null> {
      if (!/^[A-Za-z0-9_-]{1,512}$/.test(token)) return null;
      const raw = Buffer.from(token, 'base64url');
      if (raw.length <= SIGNATURE_BYTES) return null;
      const payload = raw.subarray(SIGNATURE_BYTES);
      const given = raw.subarray(0, SIGNATURE_BYTES);
      if (!timingSafeEqual(given, await sign(payload))) return null;
      const [signed, key, id, total] = JSON.parse(payload.toString('utf8')) as [
        string,
        string | number | null,
        number,
        number,
      ];
      return signed === search ? { search, key, id, total } : null;
    },
  };
}

export type PageTokens = ReturnType<typeof createPageTokens>;
