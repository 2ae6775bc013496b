import { CHALLENGE_API } from '@kingside/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { FakeWebSocket, withFakeSockets } from '../play/testing/fake-socket';
import { gameView } from '../play/testing/fixtures';
import { challengeView } from './testing';

async function openAbout(api = fakeApi()) {
  const app = renderApp('/about', { api, context: pageContext({ current: memberPayload('Bob') }) });
  await screen.findByRole('button', { name: 'Bob' });
  act(() => FakeWebSocket.last.open());
  return { ...app, ws: FakeWebSocket.last };
}

describe('ChallengeCenter', () => {
  withFakeSockets();

  it('shows the challenges waiting when the page opens, and accepting one opens the game', async () => {
    const api = fakeApi({
      [`GET ${CHALLENGE_API.list}`]: { body: { incoming: [challengeView()], outgoing: [] } },
      [`POST ${CHALLENGE_API.accept('chal1234')}`]: {
        body: challengeView({ status: 'accepted', gameId: 'abcdefgh' }),
      },
      'GET /callback/game/abcdefgh': { body: gameView() },
    });
    const { user, router } = await openAbout(api);
    const notice = await screen.findByRole('group', { name: 'Challenge from Alice' });
    expect(within(notice).getByText('5+3 Blitz · Rated · you play black')).toBeTruthy();
    await user.click(within(notice).getByRole('button', { name: 'Accept' }));
    expect(router.state.location.pathname).toBe('/game/abcdefgh');
    expect(screen.queryByRole('group', { name: 'Challenge from Alice' })).toBeNull();
  });

  it('shows a challenge pushed over the socket, declines it with a reason, and drops a cancelled one', async () => {
    const api = fakeApi({
      [`GET ${CHALLENGE_API.list}`]: { body: { incoming: [], outgoing: [] } },
      [`POST ${CHALLENGE_API.decline('chal1234')}`]: { body: challengeView({ status: 'declined' }) },
    });
    const { user, ws } = await openAbout(api);
    expect(screen.queryByRole('region', { name: 'Challenges' })).toBeNull();
    act(() => ws.receive({ t: 'challenge', challenge: challengeView({ rated: false, color: 'random' }) }));
    const notice = screen.getByRole('group', { name: 'Challenge from Alice' });
    expect(within(notice).getByText('5+3 Blitz · Casual · random colours')).toBeTruthy();
    await user.selectOptions(within(notice).getByLabelText('Reason to decline'), 'tooFast');
    await user.click(within(notice).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Challenge from Alice' })).toBeNull());
    expect(api.received.find((r) => r.method === 'POST')).toMatchObject({
      path: CHALLENGE_API.decline('chal1234'),
      body: { reason: 'tooFast' },
    });

    act(() => ws.receive({ t: 'challenge', challenge: challengeView({ id: 'other123' }) }));
    expect(screen.getByRole('group', { name: 'Challenge from Alice' })).toBeTruthy();
    act(() =>
      ws.receive({ t: 'challenge', challenge: challengeView({ id: 'other123', status: 'cancelled' }) }),
    );
    expect(screen.queryByRole('group', { name: 'Challenge from Alice' })).toBeNull();
  });

  it('asks a rematch of another game here, and leaves the one on screen to the game page', async () => {
    const rematch = challengeView({ rematchOf: 'abcdefgh' });
    const api = fakeApi({
      [`GET ${CHALLENGE_API.list}`]: { body: { incoming: [rematch], outgoing: [] } },
      'GET /callback/game/abcdefgh': { body: gameView({ status: 'resign', winner: 'black', you: 'black' }) },
    });
    const { router } = await openAbout(api);
    const notice = await screen.findByRole('group', { name: 'Challenge from Alice' });
    expect(within(notice).getByText('wants a rematch')).toBeTruthy();
    await act(() => router.navigate('/game/abcdefgh'));
    // The game page is a chunk of its own: on a busy machine it takes more than the default second.
    expect(await screen.findByRole('button', { name: 'Accept rematch' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Challenge from Alice' })).toBeNull();
  });
});
