import { CHALLENGE_API } from '@kingside/contract';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, memberProfile, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { FakeWebSocket, withFakeSockets } from '../play/testing/fake-socket';
import { gameView } from '../play/testing/fixtures';
import { challengeView } from './testing';

function openMemberPage(viewer: string | null, api = fakeApi()) {
  const context = pageContext({
    route: { name: 'member', params: { username: 'bob' } },
    page: { member: memberProfile('Bob') },
    ...(viewer ? { current: memberPayload(viewer) } : {}),
  });
  return renderApp('/member/bob', { api, context });
}

describe('ChallengeDialog', () => {
  withFakeSockets();

  it('is offered on other members’ pages only', async () => {
    openMemberPage('Bob');
    await screen.findByRole('heading', { level: 1, name: 'Bob' });
    expect(screen.queryByRole('button', { name: 'Challenge' })).toBeNull();
  });

  it('sends the chosen time control, mode and colour, waits, and goes to the game once accepted', async () => {
    const sent = challengeView({ you: 'challenger', timeControl: { initial: 180, increment: 2 } });
    const api = fakeApi({
      [`POST ${CHALLENGE_API.create}`]: { status: 201, body: sent },
      'GET /callback/game/abcdefgh': { body: gameView() },
    });
    const { user, router } = openMemberPage('Alice', api);
    await user.click(await screen.findByRole('button', { name: 'Challenge' }));
    const dialog = screen.getByRole('dialog', { name: 'Challenge Bob' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Time control'));
    await user.selectOptions(within(dialog).getByLabelText('Time control'), '3+2');
    await user.click(within(dialog).getByRole('radio', { name: 'Rated' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Black' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send challenge' }));
    expect(api.received.find((r) => r.path === CHALLENGE_API.create)?.body).toMatchObject({
      username: 'Bob',
      timeControl: { initial: 180, increment: 2 },
      rated: 1,
      color: 'black',
    });
    expect(await within(dialog).findByText('Waiting for Bob to accept…')).toBeTruthy();
    act(() => FakeWebSocket.last.open());
    act(() =>
      FakeWebSocket.last.receive({
        t: 'challenge',
        challenge: { ...sent, status: 'accepted', gameId: 'abcdefgh' },
      }),
    );
    expect(router.state.location.pathname).toBe('/game/abcdefgh');
  });

  it('offers a custom clock, keeps guests casual, says why the server refused, and closes on Escape', async () => {
    const api = fakeApi({
      [`POST ${CHALLENGE_API.create}`]: {
        status: 403,
        body: { error: { code: 'challenge_unavailable', message: 'This member cannot be challenged.' } },
      },
    });
    const { user } = openMemberPage(null, api);
    const open = await screen.findByRole('button', { name: 'Challenge' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Challenge Bob' });
    expect((within(dialog).getByRole('radio', { name: 'Rated' }) as HTMLInputElement).disabled).toBe(true);
    await user.selectOptions(within(dialog).getByLabelText('Time control'), 'custom');
    await user.selectOptions(within(dialog).getByLabelText('Minutes per side'), '1.5');
    await user.selectOptions(within(dialog).getByLabelText('Increment in seconds'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Send challenge' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'This member cannot be challenged.',
    );
    expect(api.received.at(-1)?.body).toMatchObject({
      timeControl: { initial: 90, increment: 1 },
      rated: 0,
      color: 'random',
    });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
  });
});
