import type { LessonCourseView, LessonView } from '@kingside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// chessground cannot be dragged in happy-dom: a stand-in board offers the moves as buttons.
vi.mock('../play/Board', () => ({
  Board: (props: {
    movableColor: string | null;
    onMove: (orig: string, dest: string, premove: boolean) => void;
  }) => (
    <div data-testid="board" data-movable={props.movableColor ?? 'none'}>
      {['e2e8', 'e1e8', 'e2e7'].map((uci) => (
        <button key={uci} type="button" onClick={() => props.onMove(uci.slice(0, 2), uci.slice(2, 4), false)}>
          {`play ${uci}`}
        </button>
      ))}
    </div>
  ),
}));

const LESSON: LessonView = {
  course: { id: 3, slug: 'checkmate-patterns', title: 'Checkmate patterns', tier: 'basic' },
  position: 1,
  title: 'The back-rank mate',
  html: '<p>A king behind its own pawns has no way out.</p>',
  steps: [
    {
      id: 21,
      fen: '2r3k1/5ppp/8/8/8/8/4RPPP/4R1K1 w - - 0 1',
      prompt: 'White to move: mate in two.',
      solverMoves: 2,
      solved: false,
    },
  ],
  lessonCount: 3,
};
const member = { context: pageContext({ current: memberPayload('Alice') }) };
const solved = {
  status: 'solved',
  line: ['e2e8', 'c8e8', 'e1e8'],
  lessonDone: true,
  lesson: { solved: 1, total: 1 },
  course: { solved: 1, total: 5 },
};

describe('LessonPage', () => {
  it('asks guests to log in', async () => {
    renderApp('/lessons/checkmate-patterns/1');
    expect(
      await screen.findByText('Log in to take the lessons and keep your progress.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('plays a position through the server: a hint after a wrong move, the reply, then solved', async () => {
    const api = fakeApi({
      'GET /callback/lessons/course/checkmate-patterns/1': { body: LESSON },
      'POST /callback/lessons/step/21/moves': (request) => {
        const moves = request.body!.moves as string[];
        if (moves.at(-1) === 'e2e7') return { body: { status: 'wrong', hint: 'Give the first rook away.' } };
        return { body: moves.length === 1 ? { status: 'continue', reply: 'c8e8' } : solved };
      },
    });
    const { user } = renderApp('/lessons/checkmate-patterns/1', { api, ...member });
    expect(await screen.findByText('White to move: mate in two.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('A king behind its own pawns has no way out.')).toBeTruthy();
    expect(screen.getByText('Lesson 1 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'play e2e7' }));
    expect(await screen.findByText('Hint: Give the first rook away.')).toBeTruthy();
    expect(screen.getByTestId('board').getAttribute('data-movable')).toBe('white');
    await user.click(screen.getByRole('button', { name: 'play e2e8' }));
    expect(await screen.findByText('Right! Keep going.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'play e1e8' }));
    expect(await screen.findByText('Lesson complete!')).toBeTruthy();
    expect(screen.getByText('1 of 1 positions solved')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next lesson' }).getAttribute('href')).toBe(
      '/lessons/checkmate-patterns/2',
    );
    const sent = api.received
      .filter((request) => request.path === '/callback/lessons/step/21/moves')
      .map((request) => request.body!.moves);
    expect(sent).toEqual([['e2e7'], ['e2e8'], ['e2e8', 'e1e8']]);
  });

  it('offers the tier a gated course needs', async () => {
    const api = fakeApi({
      'GET /callback/lessons/course/endgame-essentials/1': {
        status: 403,
        body: {
          error: {
            code: 'upgrade_required',
            message: 'Upgrade.',
            upgrade: { feature: 'lessons', tier: 'gold' },
          },
        },
      },
    });
    renderApp('/lessons/endgame-essentials/1', { api, ...member });
    expect(
      await screen.findByText('This course is for Gold members and above.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'See membership' })).toBeTruthy();
  });
});

describe('CoursePage', () => {
  it('lists the lessons in order with done marks and the progress', async () => {
    const view: LessonCourseView = {
      course: {
        id: 3,
        kind: 'lesson_course',
        slug: 'checkmate-patterns',
        title: 'Checkmate patterns',
        summary: 'Three mates.',
        coverUrl: null,
        language: 'en',
        tags: [],
        author: null,
        state: 'published',
        publishedAt: '2026-03-01T10:00:00Z',
        featured: false,
        commentCount: 0,
        url: '/lessons/checkmate-patterns',
        body: null,
        html: '<p>Games are won by patterns.</p>',
        commentsLocked: false,
        canEdit: false,
        canCurate: false,
      },
      tier: 'basic',
      locked: false,
      lessons: [
        { position: 1, title: 'The back-rank mate', progress: { solved: 3, total: 3 }, done: true },
        { position: 2, title: 'Queen and king together', progress: { solved: 0, total: 1 }, done: false },
      ],
      progress: { solved: 3, total: 4 },
    };
    const api = fakeApi({
      'GET /callback/lessons/course/checkmate-patterns': { body: view },
      'GET /callback/content/item/3/comments': { body: { comments: [], next: null, locked: false } },
    });
    renderApp('/lessons/checkmate-patterns', { api, ...member });
    const section = await screen.findByRole('region', { name: 'Lessons' }, { timeout: 10_000 });
    const lessons = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(lessons.map((item) => item.textContent)).toEqual([
      'The back-rank mate✓ Done',
      'Queen and king together',
    ]);
    expect(within(lessons[0]!).getByRole('link').getAttribute('href')).toBe('/lessons/checkmate-patterns/1');
    expect(screen.getByText('3 of 4 positions solved')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start: Queen and king together' })).toBeTruthy();
  });
});
