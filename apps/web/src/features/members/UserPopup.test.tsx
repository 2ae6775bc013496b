import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberProfile, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const card = {
  username: 'anish',
  userId: 3,
  chessTitle: 'GM',
  firstName: 'Anish',
  lastName: 'Giri',
  country: 'NL',
  flair: '♞',
  avatarUrl: null,
  membership: 'diamond',
  closed: false,
  registerDate: '2020-01-01T00:00:00Z',
  presence: { status: 'online', gameId: null },
  ratings: [{ speed: 'blitz', rating: 2700, provisional: false, games: 50 }],
  friendsTotal: 4,
  relation: null,
};

describe('UserPopup', () => {
  it('opens on keyboard focus with the member card, and Escape closes it', async () => {
    const api = fakeApi({ 'POST /callback/user/popup/anish': { body: card } });
    const context = pageContext({
      route: { name: 'member', params: { username: 'magnus' } },
      page: {
        member: memberProfile('magnus', {
          friends: {
            total: 1,
            sample: [
              { uuid: 'u', userId: 3, username: 'anish', avatarUrl: null, country: null, chessTitle: null },
            ],
          },
        }),
      },
    });
    renderApp('/member/magnus', { api, context });
    const link = await screen.findByRole('link', { name: 'anish' });
    expect(link.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.focus(link);
    const dialog = await screen.findByRole('dialog', { name: 'About anish' }, { timeout: 3000 });
    expect(link.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('Anish Giri')).toBeTruthy();
    expect(dialog.textContent).toContain('2700');
    expect(dialog.textContent).toContain('Online');
    expect(screen.getByRole('link', { name: 'View profile' }).getAttribute('href')).toBe('/member/anish');
    expect(api.received.filter((r) => r.path === '/callback/user/popup/anish')).toHaveLength(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(link.getAttribute('aria-expanded')).toBe('false');
  });

  it('says so when the card cannot be loaded', async () => {
    const api = fakeApi({
      'POST /callback/user/popup/wesley': {
        status: 404,
        body: { error: { code: 'not_found', message: 'No member is called wesley.' } },
      },
    });
    const context = pageContext({
      route: { name: 'member', params: { username: 'magnus' } },
      page: {
        member: memberProfile('magnus', {
          friends: {
            total: 1,
            sample: [
              { uuid: 'u', userId: 3, username: 'wesley', avatarUrl: null, country: null, chessTitle: null },
            ],
          },
        }),
      },
    });
    const { user } = renderApp('/member/magnus', { api, context });
    await user.hover(await screen.findByRole('link', { name: 'wesley' }));
    expect(await screen.findByText('Could not load this member.', {}, { timeout: 3000 })).toBeTruthy();
  });
});
