import { CONTENT_API, type ContentView, REPORT_API, VIDEO_API } from '@kingside/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const video: ContentView = {
  id: 12,
  kind: 'chess_video',
  slug: 'rook-endings',
  title: 'Rook endings',
  summary: 'Lucena and Philidor.',
  coverUrl: null,
  language: 'en',
  tags: ['endgames'],
  author: { userId: 1, username: 'demo_staff', avatarUrl: null },
  state: 'published',
  publishedAt: '2026-03-01T10:00:00Z',
  featured: false,
  commentCount: 0,
  url: '/video/rook-endings',
  body: null,
  html: '<p>Build a bridge.</p>',
  commentsLocked: false,
  canEdit: false,
  canCurate: false,
};
const opened = (item: ContentView, username: string | null = 'boris') =>
  pageContext({
    ...(username ? { current: memberPayload(username) } : {}),
    route: { name: 'video', params: { url: item.slug } },
    page: { article: item },
  });
const noComments = { body: { comments: [], next: null, locked: false } };

describe('a video page', () => {
  it('plays an uploaded file in an HTML5 player and reports the video by its slug', async () => {
    const api = fakeApi({
      [`GET ${CONTENT_API.comments(12)}`]: noComments,
      [`GET ${VIDEO_API.item(12)}`]: {
        body: {
          itemId: 12,
          premium: false,
          source: { kind: 'file', url: VIDEO_API.file(12), type: 'video/mp4', bytes: 1000 },
        },
      },
      [`POST ${REPORT_API.reportVideo('copyright', 'rook-endings')}`]: {
        body: { ok: true, message: 'Thank you. Moderators will review your report of this video.' },
      },
    });
    renderApp('/video/rook-endings', { api, context: opened(video) });
    const player = await screen.findByLabelText('Video: Rook endings', { selector: 'video' });
    expect(player.getAttribute('src')).toBe('/callback/video/item/12/file');
    expect(player.hasAttribute('controls')).toBe(true);
    await waitFor(() => expect(document.title).toBe('Rook endings · Kingside'));

    fireEvent.click(screen.getByRole('button', { name: 'Report video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this video' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Copyright infringement' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Thank you. Moderators will review your report of this video.',
    );
  });

  it('frames a linked video from its host’s exact player origin, sandboxed', async () => {
    const api = fakeApi({
      [`GET ${CONTENT_API.comments(12)}`]: noComments,
      [`GET ${VIDEO_API.item(12)}`]: {
        body: {
          itemId: 12,
          premium: false,
          source: {
            kind: 'link',
            provider: 'youtube',
            id: 'dQw4w9WgXcQ',
            url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          },
        },
      },
    });
    renderApp('/video/rook-endings', { api, context: opened(video) });
    const frame = await screen.findByTitle('YouTube player: Rook endings');
    expect(frame.getAttribute('src')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-presentation allow-popups',
    );
    expect(screen.getByRole('link', { name: 'Watch on YouTube' }).getAttribute('href')).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
  });

  it('offers the upgrade for a premium video the member’s tier does not unlock, and a login to guests', async () => {
    const refused = {
      status: 403,
      body: {
        error: {
          code: 'upgrade_required',
          message: 'Upgrade your membership to use this.',
          upgrade: { feature: 'premiumVideos', tier: 'gold' },
        },
      },
    };
    const api = fakeApi({
      [`GET ${CONTENT_API.comments(12)}`]: noComments,
      [`GET ${VIDEO_API.item(12)}`]: refused,
    });
    renderApp('/video/rook-endings', { api, context: opened(video) });
    expect(await screen.findByRole('complementary', { name: /Premium videos/ })).toBeTruthy();
    expect(screen.queryByLabelText('Video: Rook endings', { selector: 'video' })).toBeNull();
    cleanup();

    const guestApi = fakeApi({
      [`GET ${CONTENT_API.comments(12)}`]: noComments,
      [`GET ${VIDEO_API.item(12)}`]: {
        status: 401,
        body: { error: { code: 'unauthenticated', message: 'Please log in first.' } },
      },
    });
    renderApp('/video/rook-endings', { api: guestApi, context: opened(video, null) });
    expect(await screen.findByRole('link', { name: 'Log in to watch this video.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report video' })).toBeNull();
  });
});
