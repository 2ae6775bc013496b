/**
 * The demo seed's lesson courses, written by hand for Kingside. Each position's `line` alternates
 * the member's moves and the board's replies (UCI, member first); demo-courses.test.ts plays every
 * line with chess rules and checks it ends where the text says (`ends`).
 */
import type { Tier } from '@kingside/contract';

export interface DemoStep {
  fen: string;
  line: string[];
  prompt: string;
  hint: string;
  /** How the line ends: mate, or a piece won (the member's side has that piece on that square). */
  ends: { mate: true } | { piece: string; on: string };
}

export interface DemoLesson {
  title: string;
  body: string;
  steps: DemoStep[];
}

export interface DemoCourse {
  slug: string;
  title: string;
  summary: string;
  body: string;
  tier: Tier;
  tags: string[];
  featured?: boolean;
  lessons: DemoLesson[];
}

export const DEMO_COURSES: DemoCourse[] = [
  {
    slug: 'checkmate-patterns',
    title: 'Checkmate patterns',
    summary:
      'Three mates every player meets again and again: the back rank, the queen and king, the smothered king.',
    body: 'Games are won by recognising patterns. This course shows three of the most common checkmates and lets you deliver each of them on the board.',
    tier: 'basic',
    tags: ['checkmate', 'beginners'],
    featured: true,
    lessons: [
      {
        title: 'The back-rank mate',
        body: 'A king behind its own unmoved pawns has no way out. A rook or a queen on the last rank is then **checkmate**.\n\nFind the move that uses the open file.',
        steps: [
          {
            fen: '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1',
            line: ['d1d8'],
            prompt: 'White to move: checkmate in one.',
            hint: 'The black king is trapped behind its pawns. Which rank can nothing guard?',
            ends: { mate: true },
          },
          {
            fen: '4r1k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1',
            line: ['e8e1'],
            prompt: 'Black to move: the same idea, the other way round.',
            hint: 'The white king cannot leave the first rank either.',
            ends: { mate: true },
          },
          {
            fen: '2r3k1/5ppp/8/8/8/8/4RPPP/4R1K1 w - - 0 1',
            line: ['e2e8', 'c8e8', 'e1e8'],
            prompt: 'White to move: mate in two with the doubled rooks.',
            hint: 'Give the first rook away: the second one is right behind it.',
            ends: { mate: true },
          },
        ],
      },
      {
        title: 'Queen and king together',
        body: 'A queen next to the enemy king is mate when her own king guards her and the king has no square left.',
        steps: [
          {
            fen: '7k/Q7/6K1/8/8/8/8/8 w - - 0 1',
            line: ['a7g7'],
            prompt: 'White to move: checkmate in one.',
            hint: 'Put the queen right in front of the king, where your own king protects her.',
            ends: { mate: true },
          },
        ],
      },
      {
        title: 'The smothered mate',
        body: 'When a king is surrounded by its own pieces, a single knight can mate it: nothing can block a knight’s check.',
        steps: [
          {
            fen: '6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1',
            line: ['g5f7'],
            prompt: 'White to move: checkmate in one.',
            hint: 'Which square lets the knight attack h8?',
            ends: { mate: true },
          },
        ],
      },
    ],
  },
  {
    slug: 'winning-material',
    title: 'Winning material',
    summary: 'Forks and skewers: one move, two targets, and a piece won.',
    body: 'Most games between club players are decided by a piece won. These lessons teach the two tricks that win the most: the fork and the skewer.',
    tier: 'basic',
    tags: ['tactics', 'beginners'],
    lessons: [
      {
        title: 'The knight fork',
        body: 'A knight attacks up to eight squares at once, and no piece can block it. Check the king and attack something else at the same time: after the king moves, take it.',
        steps: [
          {
            fen: 'r3k3/5ppp/8/1N6/8/8/5PPP/6K1 w - - 0 1',
            line: ['b5c7', 'e8e7', 'c7a8'],
            prompt: 'White to move: win the rook.',
            hint: 'Find a check that also attacks the rook on a8.',
            ends: { piece: 'N', on: 'a8' },
          },
          {
            fen: '2q3k1/5ppp/8/3N4/8/8/5PPP/6K1 w - - 0 1',
            line: ['d5e7', 'g8h8', 'e7c8'],
            prompt: 'White to move: win the queen.',
            hint: 'One knight jump checks the king and hits the queen.',
            ends: { piece: 'N', on: 'c8' },
          },
        ],
      },
      {
        title: 'The skewer',
        body: 'A skewer is a pin the other way round: the king stands in front, the valuable piece behind. Check the king; when it steps aside, take what was behind it.',
        steps: [
          {
            fen: '7R/8/3k4/8/8/8/3q4/6K1 w - - 0 1',
            line: ['h8d8', 'd6e5', 'd8d2'],
            prompt: 'White to move: win the queen.',
            hint: 'The king and the queen stand on the same file.',
            ends: { piece: 'R', on: 'd2' },
          },
        ],
      },
    ],
  },
  {
    slug: 'endgame-essentials',
    title: 'Endgame essentials',
    summary:
      'Queening a pawn and the basic mates with heavy pieces: the endings every game may come down to.',
    body: 'When the pieces come off, technique decides. This course, for gold members and above, covers the endings you must be able to win without thinking.',
    tier: 'gold',
    tags: ['endgames'],
    lessons: [
      {
        title: 'Run, pawn, run',
        body: 'A passed pawn the enemy king cannot catch queens on its own. Count the squares: if the king is outside the pawn’s square, just push.',
        steps: [
          {
            fen: '7k/8/P7/8/8/8/8/K7 w - - 0 1',
            line: ['a6a7', 'h8g7', 'a7a8q'],
            prompt: 'White to move: make a queen.',
            hint: 'The black king is too far away: push the pawn.',
            ends: { piece: 'Q', on: 'a8' },
          },
        ],
      },
      {
        title: 'Mating with the heavy pieces',
        body: 'Two rooks mate a lone king by taking away one rank after another, the “ladder”. A queen with her king needs only one more move at the end.',
        steps: [
          {
            fen: '7k/R7/8/8/8/8/8/KR6 w - - 0 1',
            line: ['b1b8'],
            prompt: 'White to move: finish the ladder.',
            hint: 'One rook holds the seventh rank; the other takes the eighth.',
            ends: { mate: true },
          },
          {
            fen: '7k/5K2/8/8/8/8/8/6Q1 w - - 0 1',
            line: ['g1g8'],
            prompt: 'White to move: checkmate in one.',
            hint: 'Your king already guards g7 and g8.',
            ends: { mate: true },
          },
        ],
      },
    ],
  },
];
