import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { BOARD_OPTIONS_KEY } from '../play/board-options';
import { forgetPulledBoardOptions } from '../play/board-options-sync';

const saved = () =>
  JSON.parse(localStorage.getItem(BOARD_OPTIONS_KEY) ?? 'null') as Record<string, unknown> | null;

describe('settings pages', () => {
  it('lists the board section on /settings, for a signed-out visitor too', async () => {
    const { user, router } = renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: /Preferences/ }));
    expect(router.state.location.pathname).toBe('/settings/board');
    expect(await screen.findByRole('heading', { level: 1, name: 'Preferences' })).toBeTruthy();
  });

  it('adds the account sections for a member', async () => {
    renderApp('/settings', { context: pageContext({ current: memberPayload('Alice') }) });
    await screen.findByRole('heading', { level: 2, name: 'Your account' });
    for (const [name, path] of [
      ['Membership & billing', '/settings/billing'],
      ['Two-factor login', '/settings/security'],
      ['Sessions', '/settings/sessions'],
      ['Password', '/settings/password'],
      ['Close account', '/settings/close-account'],
    ] as const) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href')).toBe(path);
    }
  });

  it('leaves the account sections out for a visitor', async () => {
    renderApp('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(screen.queryByRole('link', { name: /^Sessions/ })).toBeNull();
  });

  it("takes a member's options from their account and saves changes back to it", async () => {
    forgetPulledBoardOptions();
    const api = fakeApi({
      'POST /bff-token': {
        body: {
          access_token: 'kp1.test',
          token_type: 'Bearer',
          expires_in: 300,
          scope: 'settings:read settings:write',
        },
      },
      'GET /platform/settings/users/me': {
        body: { settings: { 'board.coordinates': 'outside', 'board.play_sounds': 0 } },
      },
      'POST /platform/settings/users/me': (request) => ({ body: { settings: request.body } }),
    });
    const { user } = renderApp('/settings/board', {
      api,
      context: pageContext({ current: memberPayload('Alice') }),
    });
    await screen.findByText(
      'Changes are saved to your account as you make them, and an open game picks them up.',
    );
    const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
    await vi.waitFor(() => expect(radio('Outside').checked).toBe(true));
    expect(saved()).toMatchObject({ coordinates: 'outside', playSounds: false });

    await user.click(radio('Off'));
    await vi.waitFor(() =>
      expect(
        api.received.filter((r) => r.method === 'POST' && r.path === '/platform/settings/users/me'),
      ).toHaveLength(1),
    );
    const sent = api.received.find((r) => r.method === 'POST' && r.path === '/platform/settings/users/me');
    expect(sent?.body).toEqual({ 'board.coordinates': 'off' });
  });

  it('shows the §9 defaults and a preview board', async () => {
    renderApp('/settings/board');
    await screen.findByRole('heading', { level: 1, name: 'Preferences' }, { timeout: 5000 });
    const checked = (name: string) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;
    const on = (name: string) => (screen.getByRole('checkbox', { name }) as HTMLInputElement).checked;
    expect(checked('Normal')).toBe(true);
    expect(checked('Inside')).toBe(true);
    expect(checked('Drag')).toBe(true);
    expect(checked('Letters (Nf3)')).toBe(true);
    expect(on('Show legal moves')).toBe(true);
    expect(on('Highlight the last move')).toBe(true);
    expect(on('White always on bottom')).toBe(false);
    expect(on('Premove queue')).toBe(false);
    expect(on('Show the time spent on each move')).toBe(false);
    expect(on('Play sounds')).toBe(true);
    expect(screen.getByRole('img', { name: 'Preview board: try a move' })).toBeTruthy();
    expect(saved()).toBeNull();
  });

  it('saves each change at once and says so to screen readers', async () => {
    const { user } = renderApp('/settings/board');
    await screen.findByRole('heading', { level: 1, name: 'Preferences' }, { timeout: 5000 });

    await user.click(screen.getByRole('checkbox', { name: 'Premove queue' }));
    expect(saved()).toMatchObject({ premoveQueue: true, animationType: 'medium', coordinates: 'inside' });
    expect(screen.getByRole('status').textContent?.trim()).toBe('Saved');

    await user.click(screen.getByRole('radio', { name: 'Figurines (♘f3)' }));
    await user.click(screen.getByRole('radio', { name: 'Outside' }));
    await user.click(screen.getByRole('radio', { name: 'None' }));
    await user.click(screen.getByRole('checkbox', { name: 'Show legal moves' }));
    expect(saved()).toMatchObject({
      premoveQueue: true,
      moveListDisplayType: 'figurines',
      coordinates: 'outside',
      animationType: 'none',
      highlightLegalMoves: false,
    });
    // The preview's move list follows: its knight move is now a figurine.
    expect(screen.getByText('♘f3')).toBeTruthy();
    expect(document.querySelector('.board--coords-outside')).not.toBeNull();

    // chessground draws coordinates once: turning them off must rebuild the board without them.
    expect(document.querySelector('.board coords')).not.toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Off' }));
    expect(saved()).toMatchObject({ coordinates: 'off' });
    expect(document.querySelector('.board coords')).toBeNull();
  });

  it('puts every option back to the defaults', async () => {
    const { user } = renderApp('/settings/board');
    await screen.findByRole('heading', { level: 1, name: 'Preferences' }, { timeout: 5000 });
    await user.click(screen.getByRole('checkbox', { name: 'White always on bottom' }));
    await user.click(screen.getByRole('radio', { name: 'Both' }));
    expect(saved()).toMatchObject({ isWhiteOnBottom: true, moveMethod: 'both' });

    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(saved()).toEqual({
      animationType: 'medium',
      coordinates: 'inside',
      moveMethod: 'drag',
      moveListDisplayType: 'text',
      highlightLegalMoves: true,
      highlightMoves: true,
      isWhiteOnBottom: false,
      playSounds: true,
      showTimestamps: false,
      premoveQueue: false,
    });
    expect(
      (screen.getByRole('checkbox', { name: 'White always on bottom' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect((screen.getByRole('radio', { name: 'Drag' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('status').textContent?.trim()).toBe('Defaults restored');
  });

  it('neither applies nor stores cached options while staff impersonate a member (§4)', async () => {
    const member = memberPayload('Alice');
    const context = pageContext({
      current: { ...member, state: { ...member.state, isImpersonating: true } },
    });
    const { user } = renderApp('/settings/board', { context });
    localStorage.setItem(BOARD_OPTIONS_KEY, JSON.stringify({ premoveQueue: true }));
    window.dispatchEvent(new StorageEvent('storage', { key: BOARD_OPTIONS_KEY }));
    await screen.findByRole('heading', { level: 1, name: 'Preferences' }, { timeout: 5000 });
    expect((screen.getByRole('checkbox', { name: 'Premove queue' }) as HTMLInputElement).checked).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'Show legal moves' }));
    expect((screen.getByRole('checkbox', { name: 'Show legal moves' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(saved()).toEqual({ premoveQueue: true });
    expect(screen.getByRole('status').textContent?.trim()).toBe(
      'Shown here only: nothing is saved while you impersonate a member.',
    );
  });

  it('is in Spanish under /es', async () => {
    renderApp('/es/settings/board');
    expect(await screen.findByRole('heading', { level: 1, name: 'Preferencias' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Cola de premovidas' })).toBeTruthy();
  });
});
