import { CONTENT_API, type ContentComment, type ContentView } from '@kingside/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const article: ContentView = {
  id: 7,
  kind: 'article',
  slug: 'five-opening-principles',
  title: 'Five opening principles',
  summary: 'Centre, development, king safety.',
  coverUrl: null,
  language: 'en',
  tags: ['openings'],
  author: { userId: 1, username: 'demo_staff', avatarUrl: null },
  state: 'published',
  publishedAt: '2026-03-01T10:00:00Z',
  featured: false,
  commentCount: 1,
  url: '/article/view/five-opening-principles',
  body: null,
  html: '<p>Fight for the <strong>centre</strong>.</p><div class="chess-diagram" data-chess-pgn="1. e4 e5"><pre>1. e4 e5</pre></div>',
  commentsLocked: false,
  canEdit: false,
  canCurate: false,
};
const comment = (id: number, text: string, over: Partial<ContentComment> = {}): ContentComment => ({
  id,
  author: { userId: 2, username: 'anna', avatarUrl: null },
  html: `<p>${text}</p>`,
  body: null,
  createdAt: '2026-03-02T10:00:00Z',
  editedAt: null,
  mine: false,
  canDelete: false,
  replies: [],
  ...over,
});
const opened = (item: ContentView, username = 'boris') =>
  pageContext({
    current: memberPayload(username),
    route: { name: 'article', params: { url: item.slug } },
    page: { article: item },
  });

describe('an article page', () => {
  it('shows the server’s HTML, its comments with replies, and a board for the PGN block', async () => {
    const api = fakeApi({
      [`GET ${CONTENT_API.comments(7)}`]: {
        body: {
          comments: [comment(1, 'Castle early!', { replies: [comment(2, 'Agreed')] })],
          next: null,
          locked: false,
        },
      },
    });
    renderApp('/article/view/five-opening-principles', { api, context: opened(article) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Five opening principles' })).toBeTruthy();
    expect(screen.getByText('centre').tagName).toBe('STRONG');
    expect(screen.getByText('Published March 1, 2026').getAttribute('datetime')).toBe(article.publishedAt);
    expect(await screen.findByText('Castle early!')).toBeTruthy();
    expect(screen.getByText('Agreed')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Five opening principles · Kingside'));

    const next = await screen.findByRole('button', { name: 'Next move' }, { timeout: 10_000 });
    fireEvent.click(next);
    expect(await screen.findByText('e4')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'First position' })).toHaveProperty('disabled', false);
  });

  it('sends a comment and shows §8’s thanks, and the server’s refusal of an empty one', async () => {
    let sent = 0;
    const api = fakeApi({
      [`GET ${CONTENT_API.comments(7)}`]: { body: { comments: [], next: null, locked: false } },
      [`POST ${CONTENT_API.comments(7)}`]: (request) => {
        if (!request.body?.body)
          return {
            status: 400,
            body: { error: { code: 'comment_empty', message: 'You cannot send an empty comment' } },
          };
        sent++;
        return { body: { ok: true, message: 'Thank you for your comment.', comment: comment(3, 'Nice') } };
      },
    });
    renderApp('/article/view/five-opening-principles', { api, context: opened(article) });
    const box = await screen.findByRole('textbox', { name: 'Comment' });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You cannot send an empty comment');
    fireEvent.input(box, { target: { value: 'Nice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect((await screen.findByRole('status')).textContent).toContain('Thank you for your comment.');
    expect(sent).toBe(1);
  });

  it('refuses new comments on a locked article, and lets staff unlock and feature it', async () => {
    const api = fakeApi({
      [`GET ${CONTENT_API.comments(7)}`]: { body: { comments: [], next: null, locked: true } },
      [`POST ${CONTENT_API.lockComments('articles', 7)}`]: {
        body: { ok: true, locked: false, message: 'Comments unlocked.' },
      },
      [`POST ${CONTENT_API.feature('article', 7)}`]: {
        body: { ok: true, featured: true, message: 'Feature Set! It might take a minute or two to appear.' },
      },
    });
    const locked = { ...article, commentsLocked: true, canCurate: true };
    renderApp('/article/view/five-opening-principles', { api, context: opened(locked, 'demo_staff') });
    expect(await screen.findByText('Comments are locked.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Comment' })).toBeNull();

    const tools = screen.getByRole('group', { name: 'Staff tools' });
    fireEvent.click(within(tools).getByRole('button', { name: 'Feature' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Feature Set! It might take a minute or two to appear.',
    );
    fireEvent.click(within(tools).getByRole('button', { name: 'Unlock comments' }));
    expect(await within(tools).findByRole('button', { name: 'Lock comments' })).toBeTruthy();
    const curation = api.received.filter(
      (r) => r.path.includes('/feature/') || r.path.includes('/lock-comments/'),
    );
    expect(curation.map((r) => [r.path, r.body?.on])).toEqual([
      [CONTENT_API.feature('article', 7), 1],
      [CONTENT_API.lockComments('articles', 7), 0],
    ]);
  });
});
