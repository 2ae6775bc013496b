import { Chess } from 'chessops/chess';
import { makeFen, parseFen } from 'chessops/fen';
import { parseSquare, parseUci } from 'chessops/util';
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../puzzles';
import { DEMO_COURSES } from './demo-courses';

const ROLES: Record<string, string> = { N: 'knight', B: 'bishop', R: 'rook', Q: 'queen' };

const steps = DEMO_COURSES.flatMap((course) =>
  course.lessons.flatMap((lesson) =>
    lesson.steps.map((step, i) => ({ name: `${course.slug} / ${lesson.title} #${i + 1}`, step })),
  ),
);

describe('the demo courses', () => {
  it('has three courses, one for gold members, each with lessons and positions', () => {
    expect(DEMO_COURSES.map((course) => [course.title, course.tier])).toEqual([
      ['Checkmate patterns', 'basic'],
      ['Winning material', 'basic'],
      ['Endgame essentials', 'gold'],
    ]);
    for (const course of DEMO_COURSES) {
      expect(course.lessons.length).toBeGreaterThanOrEqual(2);
      for (const lesson of course.lessons) expect(lesson.steps.length).toBeGreaterThan(0);
    }
  });

  it.each(steps)('$name: every move is legal and the line ends where its text says', ({ step }) => {
    const pos = Chess.fromSetup(parseFen(step.fen).unwrap()).unwrap();
    const solver = pos.turn;
    for (const [ply, uci] of step.line.entries()) {
      const move = parseUci(uci);
      expect(move, uci).toBeDefined();
      expect(pos.isLegal(move!), `${uci} in ${makeFen(pos.toSetup())}`).toBe(true);
      pos.play(move!);
      // Only the last move ends it: no shortcut mate on the way.
      if (ply < step.line.length - 1) expect(pos.isEnd()).toBe(false);
    }
    if ('mate' in step.ends) {
      expect(pos.isCheckmate()).toBe(true);
    } else {
      const piece = pos.board.get(parseSquare(step.ends.on)!);
      expect(piece).toEqual({ color: solver, role: ROLES[step.ends.piece], promoted: false });
    }
    // The server's judge agrees: each member move but the last is answered, the last solves it.
    const mine = step.line.filter((_, ply) => ply % 2 === 0);
    for (let n = 1; n <= mine.length; n++) {
      const verdict = checkAnswer({ fen: step.fen, solution: step.line }, mine.slice(0, n));
      expect(verdict).toEqual(
        n < mine.length ? { kind: 'continue', reply: step.line[2 * n - 1] } : { kind: 'solved' },
      );
    }
  });
});
