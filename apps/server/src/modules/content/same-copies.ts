/**
 * Whether an answer was made from the very same kept copies, in the same order. Copies are never
 * changed in place (a change drops them and a new object is loaded), so identity is an exact check.
 */
export const sameCopies = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((copy, i) => copy === b[i]);
