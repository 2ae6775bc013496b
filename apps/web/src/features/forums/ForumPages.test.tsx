import {
  FORUMS_API,
  type ForumCategoryView,
  type ForumPostView,
  type ForumTopicPage,
  REPORT_API,
} from '@kingside/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const UUID = '0b7f6c1e-58a4-4c5b-9d0e-3f2a1b4c5d6e';
const asAlice = { context: pageContext({ current: memberPayload('Alice') }) };
const GENERAL: ForumCategoryView = {
  slug: 'general',
  name: 'General Chess Discussion',
  description: 'Anything about chess.',
  club: null,
  topicCount: 3,
};
const bob = { userId: 2, username: 'Bob', avatarUrl: null };
const post = (id: number, text: string, over: Partial<ForumPostView> = {}): ForumPostView => ({
  id,
  author: bob,
  body: text,
  html: `<p>${text}</p>`,
  createdAt: '2026-06-01T12:00:00Z',
  editedAt: null,
  canEdit: false,
  ...over,
});
const topicPage = (over: Partial<ForumTopicPage> = {}): ForumTopicPage => ({
  topic: {
    uuid: UUID,
    title: 'Best reply to 1.e4?',
    author: bob,
    pinned: false,
    locked: false,
    postCount: 1,
    createdAt: '2026-06-01T12:00:00Z',
    lastPostAt: '2026-06-01T12:00:00Z',
    category: GENERAL,
  },
  posts: [post(1, 'I like the <em>Caro-Kann</em>')],
  nextCursor: null,
  subscribed: true,
  canReply: true,
  canModerate: false,
  ...over,
});
const timeout = { timeout: 10_000 };

describe('the forum pages', () => {
  it('/forum lists the forums with their topic counts', async () => {
    const api = fakeApi({ [`GET ${FORUMS_API.categories}`]: { body: { categories: [GENERAL] } } });
    renderApp('/forum', { api });
    const link = await screen.findByRole('link', { name: 'General Chess Discussion' }, timeout);
    expect(link.getAttribute('href')).toBe('/forum/general');
    expect(screen.getByText('3 topics')).toBeTruthy();
  });

  it('a topic shows its posts; a member quotes one in a reply, and the reply appears', async () => {
    const api = fakeApi({
      [`GET ${FORUMS_API.topic(UUID)}`]: { body: topicPage() },
      [`POST ${FORUMS_API.reply(UUID)}`]: (request) => ({
        body: {
          post: post(2, String(request.body?.body), {
            author: { userId: 7, username: 'Alice', avatarUrl: null },
          }),
        },
      }),
    });
    renderApp(`/forum/view/${UUID}`, { api, ...asAlice });
    await screen.findByRole('heading', { name: 'Best reply to 1.e4?' }, timeout);
    expect(document.querySelector('.forums__body em')?.textContent).toBe('Caro-Kann');
    fireEvent.click(screen.getByRole('button', { name: 'Quote' }));
    expect(screen.getByText(/Quoting Bob/)).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Your reply (Markdown)'), { target: { value: 'Sicilian!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    await screen.findByText('Sicilian!');
    const sent = api.received.find((r) => r.method === 'POST' && r.path === FORUMS_API.reply(UUID));
    expect(sent?.body).toMatchObject({ body: 'Sicilian!', quote: 1 });
  });

  it('a locked topic says so and offers no reply box', async () => {
    const api = fakeApi({
      [`GET ${FORUMS_API.topic(UUID)}`]: {
        body: topicPage({ canReply: false, topic: { ...topicPage().topic, locked: true } }),
      },
    });
    renderApp(`/forum/view/${UUID}`, { api, ...asAlice });
    await screen.findByText('This topic is locked: no new posts can be added.', undefined, timeout);
    expect(screen.queryByLabelText('Your reply (Markdown)')).toBeNull();
  });

  it('a member reports the topic with a reason', async () => {
    const api = fakeApi({
      [`GET ${FORUMS_API.topic(UUID)}`]: { body: topicPage() },
      [`POST ${REPORT_API.reportForumTopic(UUID)}`]: {
        body: { ok: true, message: 'Thank you. Moderators will review your report of this topic.' },
      },
    });
    renderApp(`/forum/view/${UUID}`, { api, ...asAlice });
    fireEvent.click(await screen.findByRole('button', { name: 'Report topic' }, timeout));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Spam or advertising'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await screen.findByText('Thank you. Moderators will review your report of this topic.');
    const sent = api.received.find((r) => r.path === REPORT_API.reportForumTopic(UUID));
    expect(sent?.body).toMatchObject({ reason_id: 'spam' });
  });

  it('moderators lock a topic from its page', async () => {
    let locked = false;
    const api = fakeApi({
      [`GET ${FORUMS_API.categories}`]: { body: { categories: [GENERAL] } },
      [`GET ${FORUMS_API.topic(UUID)}`]: () => ({
        body: topicPage({ canModerate: true, canReply: !locked, topic: { ...topicPage().topic, locked } }),
      }),
      [`POST ${FORUMS_API.moderate(UUID)}`]: (request) => {
        locked = request.body?.action === 'lock';
        return { body: { ok: true, message: 'The topic is locked.' } };
      },
    });
    renderApp(`/forum/view/${UUID}`, { api, ...asAlice });
    fireEvent.click(await screen.findByRole('button', { name: 'Lock' }, timeout));
    await screen.findByRole('button', { name: 'Unlock' });
    await waitFor(() => expect(screen.queryByLabelText('Your reply (Markdown)')).toBeNull());
  });
});
