import { API } from '@kingside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, memberProfile, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('MemberPage', () => {
  it('shows the profile the server embedded in the page without asking again', async () => {
    const api = fakeApi();
    const context = pageContext({
      route: { name: 'member', params: { username: 'hikaru' } },
      page: { member: memberProfile('Hikaru', { chessTitle: 'GM' }) },
    });
    renderApp('/member/hikaru', { api, context });
    expect(await screen.findByRole('heading', { level: 1, name: 'GM Hikaru' })).toBeTruthy();
    expect(screen.getByText('Gold')).toBeTruthy();
    expect(screen.getByText('Joined May 17, 2023')).toBeTruthy();
    expect(api.received).toHaveLength(0);
    // The title follows the page in an effect: under load it may land a tick after the heading.
    await waitFor(() => expect(document.title).toBe('Hikaru · Kingside'));
  });

  it('asks the server for other members and marks closed accounts', async () => {
    const api = fakeApi({
      [`GET ${API.memberProfile('Judit')}`]: {
        body: memberProfile('Judit', { closed: true, membership: 'voluntarilyClosed', membershipLevel: 7 }),
      },
    });
    renderApp('/member/Judit', { api });
    expect(await screen.findByRole('heading', { name: 'Judit' })).toBeTruthy();
    expect(screen.getByText('Closed by its owner')).toBeTruthy();
  });

  it('shows a computer player as one: a badge, no challenge, and a way to play it', async () => {
    const api = fakeApi();
    const context = pageContext({
      current: memberPayload('Alice'),
      route: { name: 'member', params: { username: 'Pip-the-Pawn' } },
      page: { member: memberProfile('Pip-the-Pawn', { computerBot: 'pip', membership: 'basic' }) },
    });
    renderApp('/member/Pip-the-Pawn', { api, context });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Pip-the-Pawn' });
    const profile = within(heading.closest('header')!);
    expect(profile.getByText('Computer player')).toBeTruthy();
    expect(profile.queryByText('Basic')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Challenge' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Play against Pip-the-Pawn' }).getAttribute('href')).toBe(
      '/play/computer?bot=pip',
    );
  });

  it('shows the not-found page when there is no such member', async () => {
    renderApp('/member/nobody');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page not found · Kingside'));
  });

  it('offers to try again when loading fails', async () => {
    let calls = 0;
    const api = fakeApi({
      [`GET ${API.memberProfile('anna')}`]: () =>
        ++calls === 1 ? { status: 503, body: {} } : { body: memberProfile('anna') },
    });
    const { user } = renderApp('/member/anna', { api });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'anna' })).toBeTruthy();
  });

  it('shows presence with the live game, ratings with provisional marks, games and friends', async () => {
    const context = pageContext({
      route: { name: 'member', params: { username: 'magnus' } },
      page: {
        member: memberProfile('magnus', {
          firstName: 'Magnus',
          lastName: 'C',
          country: 'NO',
          flair: '🔥',
          bio: 'Hello there.',
          presence: { status: 'playing', gameId: 'abcd1234' },
          ratings: [
            { speed: 'blitz', rating: 2850, provisional: false, games: 300 },
            { speed: 'daily', rating: 1500, provisional: true, games: 1 },
          ],
          recentGames: [
            {
              id: 'game0001',
              speed: 'blitz',
              rated: true,
              color: 'white',
              result: 'win',
              opponent: 'hikaru',
              opponentRating: 2800,
              rating: 2840,
              ratingDiff: 10,
              plies: 60,
              endedAt: '2024-05-01T10:00:00Z',
            },
          ],
          friends: {
            total: 12,
            sample: [
              { uuid: 'u', userId: 3, username: 'anish', avatarUrl: null, country: null, chessTitle: 'GM' },
            ],
          },
        }),
      },
    });
    renderApp('/member/magnus', { context });
    expect(await screen.findByText('Playing now')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Watch the game' }).getAttribute('href')).toBe('/game/abcd1234');
    expect(screen.getByText('Magnus C')).toBeTruthy();
    expect(screen.getByText('Norway')).toBeTruthy();
    expect(screen.getByText('2850')).toBeTruthy();
    expect(screen.getByTitle('Provisional rating').textContent).toBe('?');
    expect(screen.getByText('Won')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'anish' })).toBeTruthy();
    expect(screen.getByText('Hello there.')).toBeTruthy();
    // Only the owner edits.
    expect(screen.queryByRole('button', { name: 'Edit profile' })).toBeNull();
  });

  it('lets the owner edit the profile in place and shows what the server saved', async () => {
    const api = fakeApi({
      'POST /member/anna': (request) => ({
        body: {
          message: 'Profile saved',
          profile: memberProfile('anna', { userId: 7, bio: String(request.body?.bio), location: 'Lisbon' }),
        },
      }),
    });
    const context = pageContext({
      current: memberPayload('anna', 'gold'),
      route: { name: 'member', params: { username: 'anna' } },
      page: { member: memberProfile('anna', { userId: 7, membershipLevel: 30 }) },
    });
    const { user } = renderApp('/member/anna', { api, context });
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await user.type(screen.getByRole('textbox', { name: 'About me' }), 'New bio');
    // A gold member may wear the gold icon, not the diamond one.
    expect((screen.getByRole('radio', { name: 'membership_gold' }) as HTMLInputElement).disabled).toBe(false);
    expect(
      (screen.getByRole('radio', { name: 'membership_diamond, Needs Diamond' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(screen.queryByRole('group', { name: 'Clash' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(screen.getByText('New bio')).toBeTruthy();
    expect(screen.getByText('Lisbon')).toBeTruthy();
    const sent = api.received.find((r) => r.path === '/member/anna');
    expect(sent?.body).toMatchObject({ bio: 'New bio', _token: 'test-token' });
  });
});
