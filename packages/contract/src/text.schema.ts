import { z } from 'zod';

/**
 * Text that reaches the database: C0 control characters and DEL are refused before any work. A NUL
 * byte cannot even be stored (PostgreSQL refuses it mid-query), and no name, address, code or id
 * has a use for the others. Every string a route takes is `text`, `multilineText`, a pattern, an
 * enum, or a password (hashed, never stored: refusing its characters would lock members out);
 * `text-fields.test.ts` walks every schema to keep it so.
 */
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the same, tab and line breaks allowed
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** One line a person typed or a client sent: a name, an email, a code, a path. */
export const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !ANY_CONTROL.test(value), CONTROL_CHARACTERS_MESSAGE);

/** Text that may run over several lines (an error message from a browser): tabs and line breaks pass. */
export const multilineText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !CONTROL_BUT_LINES.test(value), CONTROL_CHARACTERS_MESSAGE);
