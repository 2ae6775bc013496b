import type { StaffContentAuthor } from '@kingside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const staffContext = () => pageContext({ current: memberPayload('boss', 'staff') });
const boss: StaffContentAuthor = {
  userId: 1,
  username: 'boss',
  avatarUrl: null,
  staff: true,
  grantedAt: null,
};
const writer: StaffContentAuthor = {
  userId: 2,
  username: 'writer',
  avatarUrl: null,
  staff: false,
  grantedAt: '2026-06-01T12:00:00.000Z',
};
const rowsOf = () =>
  within(screen.getByRole('table', { name: 'Article authors' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('AuthorsPage', () => {
  it('lists staff and authors; only authors have the role to take back', async () => {
    const api = fakeApi({ 'GET /callback/articles/authors': { body: { authors: [boss, writer] } } });
    renderApp('/staff/authors', { api, context: staffContext() });
    const table = await screen.findByRole('table', { name: 'Article authors' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Staff')).toBeTruthy();
    expect(within(first!).queryByRole('button')).toBeNull();
    expect(within(second!).getByText('Author since Jun 1, 2026')).toBeTruthy();
    expect(within(second!).getByRole('button', { name: 'Take back the role' })).toBeTruthy();
  });

  it('grants the role by username and shows the list and message the server answers', async () => {
    const anna: StaffContentAuthor = { ...writer, userId: 3, username: 'anna' };
    const api = fakeApi({
      'GET /callback/articles/authors': { body: { authors: [boss, writer] } },
      'POST /callback/articles/authors/anna': {
        body: { ok: true, message: 'anna can now write articles and news.', authors: [anna, boss, writer] },
      },
    });
    const { user } = renderApp('/staff/authors', { api, context: staffContext() });
    await screen.findByRole('table', { name: 'Article authors' });
    await user.type(screen.getByLabelText('Username'), ' anna ');
    await user.click(screen.getByRole('button', { name: 'Make an author' }));
    expect((await screen.findByRole('status')).textContent).toBe('anna can now write articles and news.');
    expect(rowsOf()).toEqual(['anna', 'boss', 'writer']);
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('');
  });

  it('takes the role back, and shows the server’s refusal when it fails', async () => {
    const api = fakeApi({
      'GET /callback/articles/authors': { body: { authors: [boss, writer] } },
      'DELETE /callback/articles/authors/writer': {
        body: { ok: true, message: 'writer can no longer write articles and news.', authors: [boss] },
      },
      'POST /callback/articles/authors/nobody': {
        status: 404,
        body: { error: { code: 'not_found', message: 'No member is called nobody.' } },
      },
    });
    const { user } = renderApp('/staff/authors', { api, context: staffContext() });
    await screen.findByRole('table', { name: 'Article authors' });
    await user.click(screen.getByRole('button', { name: 'Take back the role' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'writer can no longer write articles and news.',
    );
    expect(rowsOf()).toEqual(['boss']);

    await user.type(screen.getByLabelText('Username'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Make an author' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No member is called nobody.');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('nobody');
  });

  it('tells a member who is not staff that the page is staff-only', async () => {
    const api = fakeApi({
      'GET /callback/articles/authors': {
        status: 403,
        body: { error: { code: 'forbidden', message: 'Only staff can do that.' } },
      },
    });
    renderApp('/staff/authors', { api, context: staffContext() });
    expect((await screen.findByRole('alert')).textContent).toBe('Only staff can manage authors.');
  });
});
