import { BOT_CHECK_API, BOT_CHECK_MESSAGES } from '@kingside/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/Providers';
import { createAppServices } from '../../app/services';
import { createI18n } from '../../lib/i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { pageContext } from '../../test/fixtures';
import '../../test/cleanup';
import { BotCheckPage, verifyPageHref } from './BotCheckPage';

vi.mock('../../lib/AltchaWidget', () => ({
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

function renderPage(path: string, api = fakeApi()) {
  const navigate = vi.fn();
  const services = createAppServices(pageContext(), {
    embedded: true,
    httpDefaults: { adapter: 'fetch', env: { fetch: api.fetch } },
    broadcast: { post: () => {}, subscribe: () => () => {} },
    errorReporter: () => {},
  });
  const router = createMemoryRouter([{ path: '/bot-check', element: <BotCheckPage navigate={navigate} /> }], {
    initialEntries: [path],
  });
  render(
    <Providers services={services} i18n={createI18n('en')}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { navigate, api, user: userEvent.setup() };
}

describe('the bot-check interstitial', () => {
  it('builds the verify page address with redirect=referer and the path', () => {
    expect(verifyPageHref('/verify', '/play?x=1')).toBe('/verify?redirect=referer&path=%2Fplay%3Fx%3D1');
    expect(verifyPageHref('https://verify.kingside.example/', '/')).toBe(
      'https://verify.kingside.example/?redirect=referer&path=%2F',
    );
  });

  it('once solved, goes to the verify page the server names, with the same-site path', async () => {
    const api = fakeApi({
      [`POST ${BOT_CHECK_API.verify}`]: { body: { ok: true, verifyUrl: 'https://verify.example/check' } },
    });
    const { navigate, user } = renderPage('/bot-check?path=%2Fwatch', api);
    expect(await screen.findByRole('heading', { name: 'One moment' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'solve' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(navigate).toHaveBeenCalledWith('https://verify.example/check?redirect=referer&path=%2Fwatch');
    expect(api.received.find((r) => r.path === BOT_CHECK_API.verify)?.body).toMatchObject({
      payload: 'solved-payload',
    });
  });

  it('never carries another site as the path', async () => {
    const api = fakeApi({ [`POST ${BOT_CHECK_API.verify}`]: { body: { ok: true, verifyUrl: '/verify' } } });
    const { navigate, user } = renderPage('/bot-check?path=%2F%2Fevil.example', api);
    await user.click(await screen.findByRole('button', { name: 'solve' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/verify?redirect=referer&path=%2F'));
  });

  it('shows a refused solution, and gives up after 3 errors', async () => {
    const api = fakeApi({
      [`POST ${BOT_CHECK_API.verify}`]: {
        status: 400,
        body: { error: { code: 'bot_check_expired', message: BOT_CHECK_MESSAGES.bot_check_expired } },
      },
    });
    const { navigate, user } = renderPage('/bot-check?path=%2F', api);
    await user.click(await screen.findByRole('button', { name: 'solve' }));
    expect((await screen.findByRole('alert')).textContent).toBe(BOT_CHECK_MESSAGES.bot_check_expired);
    await user.click(screen.getByRole('button', { name: 'break' }));
    await user.click(screen.getByRole('button', { name: 'break' }));
    expect((await screen.findByRole('alert')).textContent).toBe(BOT_CHECK_MESSAGES.gaveUp);
    expect(screen.queryByRole('button', { name: 'solve' })).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});
