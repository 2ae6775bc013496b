import { API } from '@kingside/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberProfile, pageContext } from '../../test/fixtures';
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
    expect(screen.getByText('Closed account')).toBeTruthy();
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
});
