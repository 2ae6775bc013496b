import { CONTENT_API, type ContentCard, type HomeFeed } from '@kingside/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const card = (id: number, title: string, author = 'demo_staff'): ContentCard => ({
  id,
  kind: 'article',
  slug: `item-${id}`,
  title,
  summary: '',
  coverUrl: null,
  language: 'en',
  tags: [],
  author: { userId: 1, username: author, avatarUrl: null },
  state: 'published',
  publishedAt: '2026-03-01T10:00:00Z',
  featured: true,
  commentCount: 0,
  url: `/article/view/item-${id}`,
});
const FEATURED = [card(1, 'Welcome to Kingside')];

describe('the home feed', () => {
  it('shows guests the featured items and a call to sign up', async () => {
    const api = fakeApi({ [`GET ${CONTENT_API.home}`]: { body: { featured: FEATURED, feed: null } } });
    renderApp('/', { api });
    const link = await screen.findByRole('link', { name: 'Welcome to Kingside' });
    expect(link.getAttribute('href')).toBe('/article/view/item-1');
    expect(screen.getByText(/Sign up to follow members/)).toBeTruthy();
  });

  it('switches the member’s feed at once, and back when the save fails', async () => {
    let type: 'following' | 'my_activity' = 'following';
    let fail = false;
    const api = fakeApi({
      [`GET ${CONTENT_API.home}`]: (): { body: HomeFeed } => ({
        body: {
          featured: FEATURED,
          feed: {
            type,
            entries:
              type === 'following'
                ? [{ type: 'content', at: '2026-03-01T10:00:00Z', item: card(2, 'Rook endings', 'carla') }]
                : [
                    {
                      type: 'comment',
                      at: '2026-03-02T10:00:00Z',
                      item: card(3, 'Ratings'),
                      by: { userId: 9, username: 'dora', avatarUrl: null },
                    },
                  ],
          },
        },
      }),
      [`POST ${CONTENT_API.homeContentType}`]: (request) => {
        if (fail) return { status: 500, body: { error: { code: 'internal', message: 'Down' } } };
        type = request.body?.recentContentType as typeof type;
        return { body: { ok: true, recentContentType: type } };
      },
    });
    renderApp('/', { api, context: pageContext({ current: memberPayload('dora') }) });
    expect(await screen.findByText('carla published')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'My activity' }));
    expect((screen.getByRole('radio', { name: 'My activity' }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText('dora commented on')).toBeTruthy();

    fail = true;
    fireEvent.click(screen.getByRole('radio', { name: 'Following' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your choice could not be saved.');
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'My activity' }) as HTMLInputElement).checked).toBe(true),
    );
  });
});
