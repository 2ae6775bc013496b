import { CONTENT_API, VIDEO_API } from '@kingside/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const emptyPage = { featured: [], items: [], next: null, canWrite: false };
const member = (name: 'articles' | 'videos') =>
  pageContext({ current: memberPayload('boris'), route: { name, params: {} } });

describe('a content index', () => {
  it('filters by search, tag and language on submit: trimmed, the tag in lower case', async () => {
    const api = fakeApi({ [`GET ${CONTENT_API.index('article')}`]: { body: emptyPage } });
    renderApp('/articles', { api, context: member('articles') });
    await screen.findByText('Nothing here yet.');
    const bar = within(screen.getByRole('button', { name: 'Filter' }).closest('form')!);
    fireEvent.input(bar.getByLabelText('Search'), { target: { value: '  traps ' } });
    fireEvent.input(bar.getByLabelText('Tag'), { target: { value: ' Openings' } });
    fireEvent.change(bar.getByLabelText('Language'), { target: { value: 'en' } });
    fireEvent.click(bar.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(api.received.filter((r) => r.path === CONTENT_API.index('article'))).toHaveLength(2),
    );
    const filtered = api.received.at(-1)!.query;
    expect(Object.fromEntries(filtered)).toEqual({ q: 'traps', tag: 'openings', lang: 'en' });
  });

  it('shows "Write" on the videos index only to whom the server lets add one (staff and authors)', async () => {
    const videos = (canWrite: boolean) =>
      fakeApi({ [`GET ${VIDEO_API.index}`]: { body: { ...emptyPage, premium: [], canWrite } } });
    renderApp('/videos', { api: videos(false), context: member('videos') });
    await screen.findByText('Nothing here yet.');
    expect(screen.queryByRole('link', { name: 'Write' })).toBeNull();
    cleanup();

    renderApp('/videos', { api: videos(true), context: member('videos') });
    const write = await screen.findByRole('link', { name: 'Write' });
    expect(write.getAttribute('href')).toContain('kind=chess_video');
  });
});
