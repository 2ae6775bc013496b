import { CONTENT_API, USER_VIEW_API } from '@kingside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const view = () => screen.findByRole('region', { name: 'Language and view' }, { timeout: 10_000 });

describe('language and view on the preferences page', () => {
  it('applies archive view, content language, home feed and fair play at once and sends the §7 calls', async () => {
    const api = fakeApi({
      [`POST ${CONTENT_API.homeContentType}`]: { body: { ok: true } },
      [`POST ${USER_VIEW_API.archiveView}`]: { body: { ok: true, archiveView: 'list' } },
      [`POST ${USER_VIEW_API.contentLanguage}`]: { body: { ok: true, contentLanguage: 'de' } },
      [`POST ${USER_VIEW_API.fairPlayAgree(1)}`]: { body: { ok: true, fairPlayAgree: 1 } },
    });
    const { user, services } = renderApp('/settings/board', {
      api,
      context: pageContext({ current: memberPayload('Alice') }),
    });
    const section = within(await view());
    await user.click(section.getByRole('radio', { name: 'List' }));
    expect(services.currentUser.get().state.archiveView).toBe('list');
    await user.selectOptions(section.getByRole('combobox', { name: 'Language of articles and news' }), 'de');
    expect(services.currentUser.get().state.contentLanguage).toBe('de');
    await user.click(section.getByRole('radio', { name: 'My activity' }));
    expect(services.currentUser.get().state.homeContentType).toBe('my_activity');
    await user.click(section.getByRole('checkbox', { name: /I agree to play fair/ }));
    await section.findByText('Saved');
    const posts = api.received
      .filter((r) => r.method === 'POST' && r.path.startsWith('/callback/user/'))
      .map((r) => [r.path, r.body]);
    expect(posts).toEqual([
      [USER_VIEW_API.archiveView, expect.objectContaining({ archiveView: 'list' })],
      [USER_VIEW_API.contentLanguage, expect.objectContaining({ contentLanguage: 'de' })],
      [CONTENT_API.homeContentType, expect.objectContaining({ recentContentType: 'my_activity' })],
      ['/callback/user/set-fair-play-agree/1', expect.anything()],
    ]);
    expect(services.currentUser.get().state.fairPlayAgree).toBe(1);
  });

  it('puts a change back when the save fails, and says so', async () => {
    let fail!: () => void;
    const api = fakeApi({
      [`POST ${USER_VIEW_API.archiveView}`]: () =>
        new Promise((resolve) => {
          fail = () => resolve({ status: 503, body: { error: { code: 'unavailable', message: 'down' } } });
        }),
    });
    const { user, services } = renderApp('/settings/board', {
      api,
      context: pageContext({ current: memberPayload('Alice') }),
    });
    const section = within(await view());
    await user.click(section.getByRole('radio', { name: 'List' }));
    expect(section.getByRole('radio', { name: 'List' })).toHaveProperty('checked', true);
    await vi.waitFor(() => expect(fail).toBeTypeOf('function'));
    fail();
    await section.findByText('The change could not be saved; it is back as it was.');
    expect(section.getByRole('radio', { name: 'Grid' })).toHaveProperty('checked', true);
    expect(services.currentUser.get().state.archiveView).toBe('grid');
  });

  it('gives a visitor dark mode only, and it turns the site light and back', async () => {
    const { user, services } = renderApp('/settings/board');
    const section = within(await view());
    expect(section.queryByRole('combobox')).toBeNull();
    section.getByText('Log in to choose the language of what you read and how your archive shows.');
    const dark = section.getByRole('checkbox', { name: 'Dark mode' });
    expect(dark).toHaveProperty('checked', true);
    await user.click(dark);
    expect(services.preferences.get().theme).toBe('light');
  });
});
