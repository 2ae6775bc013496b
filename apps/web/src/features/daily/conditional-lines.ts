import { playMove } from '../play/game-state';

/** A row that is not a legal line from the game's position: its number (from 1) and the first bad move. */
export interface BadLine {
  row: number;
  move: string;
}

/**
 * Conditional lines as players write them, one per row from the position now (the opponent to
 * move): SAN (`Nc6 Bb5`) or UCI (`b8c6 f1b5`), mixed if they like. Answers the UCI the server takes.
 */
export function parseConditionalLines(fen: string, text: string): { lines: string[][] } | { bad: BadLine } {
  const lines: string[][] = [];
  const rows = text.split('\n');
  for (const [index, row] of rows.entries()) {
    // Move numbers (`2...`, `3.Bb5`) are how people write lines; they say nothing the position does not.
    const moves = row
      .trim()
      .split(/\s+/)
      .map((token) => token.replace(/^\d+\.+/, ''))
      .filter(Boolean);
    if (moves.length === 0) continue;
    let position = fen;
    const line: string[] = [];
    for (const move of moves) {
      const played = playMove(position, move);
      if (!played) return { bad: { row: index + 1, move } };
      line.push(played.uci);
      position = played.fen;
    }
    lines.push(line);
  }
  return { lines };
}

/** Stored lines (UCI) shown in SAN, one per row; a move that no longer fits stays as it was sent. */
export function conditionalLinesText(fen: string, lines: string[][]): string {
  return lines
    .map((line) => {
      let position: string | null = fen;
      return line
        .map((uci) => {
          const played = position === null ? null : playMove(position, uci);
          position = played?.fen ?? null;
          return played?.san ?? uci;
        })
        .join(' ');
    })
    .join('\n');
}
