import { CONTENT_API, VIDEO_API } from '@kingside/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('the editor', () => {
  it('previews with the server’s rendering and saves a scheduled post', async () => {
    const api = fakeApi({
      [`GET ${CONTENT_API.mine}`]: { body: { items: [] } },
      [`POST ${CONTENT_API.preview}`]: (request) => ({
        body: { html: `<p><strong>${String(request.body?.body ?? '')}</strong></p>` },
      }),
      [`POST ${CONTENT_API.create}`]: (request) => ({
        body: {
          ok: true,
          message: 'Saved.',
          item: { id: 12, state: 'scheduled', url: '/blog/dora/later', ...request.body },
        },
      }),
    });
    renderApp('/content/write?kind=blog', { api, context: pageContext({ current: memberPayload('dora') }) });
    fireEvent.input(await screen.findByLabelText('Title'), { target: { value: 'Later' } });
    fireEvent.input(screen.getByLabelText('Text (Markdown)'), { target: { value: 'Bold move' } });
    expect((await screen.findByText('Bold move', { selector: 'strong' }, { timeout: 10_000 })).tagName).toBe(
      'STRONG',
    );

    fireEvent.change(screen.getByLabelText('Publish'), { target: { value: 'scheduled' } });
    fireEvent.input(await screen.findByLabelText('Publish at'), { target: { value: '2099-01-01T10:00' } });
    fireEvent.input(screen.getByLabelText('Tags (comma separated)'), {
      target: { value: 'Endgames, rooks' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.received.some((r) => r.path === CONTENT_API.create)).toBe(true));
    const sent = api.received.find((r) => r.path === CONTENT_API.create)!.body!;
    expect(sent).toMatchObject({
      kind: 'blog',
      title: 'Later',
      body: 'Bold move',
      state: 'scheduled',
      tags: ['endgames', 'rooks'],
      publishAt: new Date('2099-01-01T10:00').toISOString(),
    });
    expect((await screen.findByRole('status')).textContent).toContain('Saved.');
  });

  it('saves a chess video linked from an allowed host, premium, through the videos call', async () => {
    const api = fakeApi({
      [`GET ${CONTENT_API.mine}`]: { body: { items: [] } },
      [`POST ${CONTENT_API.preview}`]: { body: { html: '' } },
      [`POST ${VIDEO_API.create}`]: (request) => ({
        body: {
          ok: true,
          message: 'Saved.',
          item: { id: 30, state: 'draft', url: '/video/sicilian', ...request.body },
        },
      }),
    });
    renderApp('/content/write?kind=chess_video', {
      api,
      context: pageContext({ current: memberPayload('dora') }),
    });
    fireEvent.input(await screen.findByLabelText('Title'), { target: { value: 'The Sicilian' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Link a video' }));
    fireEvent.input(screen.getByLabelText('Address on YouTube, Vimeo or Twitch'), {
      target: { value: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Premium: for Gold members and above' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.received.some((r) => r.path === VIDEO_API.create)).toBe(true));
    expect(api.received.find((r) => r.path === VIDEO_API.create)!.body).toMatchObject({
      kind: 'chess_video',
      title: 'The Sicilian',
      state: 'draft',
      source: { link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      premium: 1,
    });
    expect(api.received.some((r) => r.path === CONTENT_API.create)).toBe(false);
  });
});
