import { API, BOT_CHECK_API, BOT_CHECK_MESSAGES } from '@kingside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type Reply } from '../test/fake-api';
import { memberPayload } from '../test/fixtures';
import { renderApp } from '../test/render-app';

// The real widget does proof of work in workers (the e2e test runs it in Chromium); here a stand-in
// that solves or fails on a click.
vi.mock('./AltchaWidget', () => ({
  AltchaWidget: ({ onSolved, onError }: { onSolved: (payload: string) => void; onError: () => void }) => (
    <div>
      <button type="button" onClick={() => onSolved('solved-payload')}>
        solve
      </button>
      <button type="button" onClick={onError}>
        break
      </button>
    </div>
  ),
}));

const challenged: Reply = {
  status: 403,
  headers: { 'cf-mitigated': 'challenge' },
  body: { error: { code: 'bot_challenge_required', message: BOT_CHECK_MESSAGES.bot_challenge_required } },
};

function registration(firstReply: Reply = challenged) {
  let calls = 0;
  return fakeApi({
    [`GET ${API.usernameValid}`]: { body: { valid: true, available: true } },
    [`POST ${API.register}`]: () => (++calls === 1 ? firstReply : { body: { ok: true } }),
    [`POST ${BOT_CHECK_API.verify}`]: { body: { ok: true, verifyUrl: '/verify' } },
    [`GET ${API.currentUser}`]: { body: memberPayload('Hikaru') },
  });
}

async function submitRegistration(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Username'), 'Hikaru');
  await user.type(screen.getByLabelText('Email'), 'hikaru@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('the bot-check dialog', () => {
  it('holds a challenged registration, and once solved retries it in place with the same form', async () => {
    const api = registration();
    const { user, router } = renderApp('/register', { api });
    await submitRegistration(user);
    const dialog = await screen.findByRole('dialog', { name: 'Check the box to proceed.' });
    expect(router.state.location.pathname).toBe('/register');
    await user.click(within(dialog).getByRole('button', { name: 'solve' }));
    expect((await screen.findByRole('status')).textContent).toContain('Welcome to Kingside, Hikaru!');
    expect(router.state.location.pathname).toBe('/');
    const posts = api.received.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.path)).toEqual([API.register, BOT_CHECK_API.verify, API.register]);
    expect(posts[1]!.body).toMatchObject({ payload: 'solved-payload' });
    expect(posts[2]!.body).toEqual(posts[0]!.body);
    expect(posts[2]!.body).toMatchObject({ username: 'Hikaru', password: 'correct horse' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives up after 3 widget errors and the form says why', async () => {
    const api = registration();
    const { user } = renderApp('/register', { api });
    await submitRegistration(user);
    const dialog = await screen.findByRole('dialog', { name: 'Check the box to proceed.' });
    await user.click(within(dialog).getByRole('button', { name: 'break' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'That did not work. Please try again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'break' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'break' }));
    expect(await screen.findByText(BOT_CHECK_MESSAGES.gaveUp)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.received.filter((request) => request.path === API.register)).toHaveLength(1);
  });

  it('cancels: the held call is rejected and the form says so', async () => {
    const api = registration();
    const { user } = renderApp('/register', { api });
    await submitRegistration(user);
    const dialog = await screen.findByRole('dialog', { name: 'Check the box to proceed.' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(BOT_CHECK_MESSAGES.cancelled)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('counts a refused solution as an error and lets the person try again', async () => {
    const api = registration();
    let verifies = 0;
    api.routes[`POST ${BOT_CHECK_API.verify}`] = () =>
      ++verifies === 1
        ? {
            status: 400,
            body: { error: { code: 'bot_check_used', message: BOT_CHECK_MESSAGES.bot_check_used } },
          }
        : { body: { ok: true, verifyUrl: '/verify' } };
    const { user, router } = renderApp('/register', { api });
    await submitRegistration(user);
    const dialog = await screen.findByRole('dialog', { name: 'Check the box to proceed.' });
    await user.click(within(dialog).getByRole('button', { name: 'solve' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'That did not work. Please try again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'solve' }));
    expect((await screen.findByRole('status')).textContent).toContain('Welcome to Kingside, Hikaru!');
    expect(router.state.location.pathname).toBe('/');
  });

  it('leaves a plain 403 (no mitigation header) to the page', async () => {
    const api = registration({
      status: 403,
      body: { error: { code: 'forbidden', message: 'You cannot do that.' } },
    });
    const { user } = renderApp('/register', { api });
    await submitRegistration(user);
    expect(await screen.findByText('You cannot do that.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
