import { CLUBS_API, type ClubView } from '@kingside/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const asAlice = { context: pageContext({ current: memberPayload('Alice') }) };
const CLUB: ClubView = {
  slug: 'knights',
  name: 'Knights of the Square',
  country: 'GB',
  avatarUrl: null,
  joinPolicy: 'request',
  memberCount: 2,
  description: 'A friendly club.',
  createdAt: '2026-06-01T12:00:00Z',
  myRole: null,
  pending: null,
  forumSlug: 'club-knights',
  news: [
    {
      id: 1,
      title: 'Blitz night',
      html: '<p>Friday <strong>8pm</strong></p>',
      author: 'Bob',
      createdAt: '2026-06-01T12:00:00Z',
    },
  ],
  requests: [],
};
const MEMBERS = {
  members: [
    {
      userId: 2,
      username: 'Bob',
      avatarUrl: null,
      role: 'owner',
      rating: 1650,
      presence: 'online',
      joinedAt: '2026-06-01T12:00:00Z',
    },
  ],
  nextCursor: null,
};
const timeout = { timeout: 10_000 };

describe('the club pages', () => {
  it('/clubs lists clubs with their members and join rule', async () => {
    const api = fakeApi({
      [`GET ${CLUBS_API.list}`]: { body: { clubs: [CLUB], nextCursor: null } },
    });
    renderApp('/clubs', { api });
    const link = await screen.findByRole('link', { name: 'Knights of the Square' }, timeout);
    expect(link.getAttribute('href')).toBe('/club/knights');
    expect(screen.getByText(/2 members · Join by request · GB/)).toBeTruthy();
  });

  it('a club page shows news, members with rating and presence; a member asks to join', async () => {
    let asked = false;
    const api = fakeApi({
      [`GET ${CLUBS_API.club('knights')}`]: () => ({ body: { ...CLUB, pending: asked ? 'request' : null } }),
      [`GET ${CLUBS_API.members('knights')}`]: { body: MEMBERS },
      [`POST ${CLUBS_API.join('knights')}`]: () => {
        asked = true;
        return { body: { ok: true, message: 'Your request to join was sent to the club’s admins.' } };
      },
    });
    renderApp('/club/knights', { api, ...asAlice });
    await screen.findByRole('heading', { name: 'Knights of the Square' }, timeout);
    expect(document.querySelector('.clubs__news strong')?.textContent).toBe('8pm');
    await screen.findByText('1650');
    expect(screen.getByText('Online')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Club forum' }).getAttribute('href')).toBe('/forum/club-knights');
    fireEvent.click(screen.getByRole('button', { name: 'Ask to join' }));
    await screen.findByText('Your request to join was sent to the club’s admins.');
    await screen.findByText('Your request is waiting for an admin.');
  });

  it('admins see who asked to join and accept them', async () => {
    const api = fakeApi({
      [`GET ${CLUBS_API.club('knights')}`]: { body: { ...CLUB, myRole: 'admin', requests: ['carol'] } },
      [`GET ${CLUBS_API.members('knights')}`]: { body: MEMBERS },
      [`POST ${CLUBS_API.accept('knights', 'carol')}`]: {
        body: { ok: true, message: 'carol is now a member.' },
      },
    });
    renderApp('/club/knights', { api, ...asAlice });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }, timeout));
    await screen.findByText('carol is now a member.');
  });

  it('admins upload the club picture as the request body', async () => {
    const api = fakeApi({
      [`GET ${CLUBS_API.club('knights')}`]: { body: { ...CLUB, myRole: 'owner' } },
      [`GET ${CLUBS_API.members('knights')}`]: { body: MEMBERS },
      [`POST ${CLUBS_API.avatar('knights')}`]: { body: { ok: true, message: 'Avatar uploaded' } },
    });
    renderApp('/club/knights', { api, ...asAlice });
    const input = await screen.findByLabelText('Club picture', undefined, timeout);
    const file = new File(['png-bytes'], 'club.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await screen.findByText('Avatar uploaded');
    const sent = api.received.find((r) => r.path === CLUBS_API.avatar('knights'));
    expect(sent?.headers.get('content-type')).toBe('image/png');
  });
});
