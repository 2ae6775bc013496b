import type { ClientErrorView } from '@kingside/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

function report(id: number, overrides: Partial<ClientErrorView> = {}): ClientErrorView {
  return {
    id,
    at: '2026-06-01T12:00:00.000Z',
    status: 404,
    method: 'GET',
    url: `/callback/thing/${id}`,
    requestId: 'AbCdE12345',
    username: 'Garry',
    guestId: null,
    userAgent: 'TestAgent/1.0',
    message: 'Request failed with status code 404',
    ...overrides,
  };
}

describe('ClientErrorsPage', () => {
  it('lists reports in a labelled table and pages back to older ones', async () => {
    const api = fakeApi({
      'GET /callback/staff/client-errors': (request) =>
        request.query.get('before') === '2'
          ? {
              body: {
                reports: [report(1, { status: 500, username: null, guestId: 'g123' })],
                nextBefore: null,
              },
            }
          : { body: { reports: [report(3), report(2)], nextBefore: 2 } },
    });
    renderApp('/staff/client-errors', { api });
    expect(await screen.findByRole('heading', { name: 'Client errors' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Reported client errors' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'Status', 'Method', 'URL', 'Member', 'Request id', 'Message', 'Browser']);
    expect(within(table).getByText('/callback/thing/3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show older reports' }));
    expect(await screen.findByText('Guest g123')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Show older reports' })).toBeNull();
  });

  it('says so when the viewer is not staff', async () => {
    const api = fakeApi({
      'GET /callback/staff/client-errors': {
        status: 403,
        body: { error: { code: 'forbidden', message: 'Only staff can see client errors.' } },
      },
    });
    renderApp('/staff/client-errors', { api });
    expect((await screen.findByRole('alert')).textContent).toBe('Only staff can see client errors.');
  });
});
