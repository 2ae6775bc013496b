/** The challenge dialog's time control choice: a quick pool id, or a custom one. */
export const DEFAULT_POOL = '10+0';
export const CUSTOM = 'custom';
