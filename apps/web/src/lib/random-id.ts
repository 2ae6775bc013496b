const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Spec §9: random ids are 10 alphanumeric characters. */
export const RANDOM_ID_LENGTH = 10;

export function randomId(length = RANDOM_ID_LENGTH): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 256 is not a multiple of 62, so the modulo skews slightly; fine for request ids, not for secrets.
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
