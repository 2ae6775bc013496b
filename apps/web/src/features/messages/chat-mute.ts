/** The games whose chat this browser muted ("mute chat" on the game page), newest last. */
const KEY = 'kingside.chatMuted';
/** Old games fall off: nobody needs a mute kept for their thousandth game ago. */
const KEEP = 100;

function read(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function isChatMuted(gameId: string): boolean {
  return read().includes(gameId);
}

export function setChatMuted(gameId: string, muted: boolean): void {
  const rest = read().filter((id) => id !== gameId);
  const next = muted ? [...rest, gameId].slice(-KEEP) : rest;
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused: the toggle still holds for this page.
  }
}
