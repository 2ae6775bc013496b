import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const article = {
  url: 'five-opening-principles',
  title: 'Five opening principles',
  summary: 'Centre, development, king safety.',
  body: 'Fight for the centre.\n\nCastle early.',
  author: null,
  publishedAt: '2026-03-01T10:00:00Z',
  commentsLocked: false,
};

describe('article page', () => {
  it('shows the article the server looked up, paragraph by paragraph', async () => {
    renderApp('/article/view/five-opening-principles', {
      context: pageContext({ route: { name: 'article', params: { url: article.url } }, page: { article } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Five opening principles' })).toBeTruthy();
    expect(screen.getByText('Centre, development, king safety.')).toBeTruthy();
    expect(screen.getByText('Fight for the centre.')).toBeTruthy();
    expect(screen.getByText('Castle early.')).toBeTruthy();
    expect(screen.getByText('Published March 1, 2026').getAttribute('datetime')).toBe(article.publishedAt);
    await waitFor(() => expect(document.title).toBe('Five opening principles · Kingside'));
  });
});
