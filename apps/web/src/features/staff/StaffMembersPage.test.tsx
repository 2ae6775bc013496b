import { type AuditEntry, STAFF_MESSAGES, type StaffMemberView } from '@kingside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const staffContext = () => pageContext({ current: memberPayload('boss', 'staff') });

function entry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    action: 'close',
    actor: 'boss',
    target: 'cheaty',
    details: { reason: 'cheater' },
    at: '2026-06-01T12:00:00.000Z',
    ...overrides,
  };
}

function view(overrides: Partial<StaffMemberView> = {}): StaffMemberView {
  return {
    username: 'Cheaty',
    membership: 'basic',
    membershipLevel: 10,
    closure: null,
    role: null,
    audit: [],
    ...overrides,
  };
}

describe('StaffMembersPage', () => {
  it('finds a member, closes the account only after a confirm, and shows the history', async () => {
    const api = fakeApi({
      'GET /callback/staff/users/cheaty': { body: view() },
      'POST /callback/staff/users/Cheaty/close': (request) => ({
        body: view({
          closure: request.body?.reason as 'abuser',
          membership: 'abuser',
          membershipLevel: 6,
          audit: [entry(4, { details: { reason: 'abuser' } })],
        }),
      }),
    });
    const { user } = renderApp('/staff/members', { api, context: staffContext() });
    expect(await screen.findByRole('heading', { name: 'Members' })).toBeTruthy();
    await user.type(screen.getByLabelText('Username'), 'cheaty');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('heading', { name: 'Cheaty' })).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.getByText('No entries yet.')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Reason for closing'), 'abuser');
    await user.click(screen.getByRole('button', { name: 'Close account…' }));
    expect(api.received.some((r) => r.method === 'POST')).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe(
      'Close the account of Cheaty for “Abuse”? They are logged out everywhere at once.',
    );
    await user.click(screen.getByRole('button', { name: 'Yes, close the account' }));

    expect((await screen.findByRole('status')).textContent).toBe('The account of Cheaty is closed.');
    const post = api.received.find((r) => r.method === 'POST')!;
    expect(post.body).toMatchObject({ reason: 'abuser' });
    expect(screen.getByText('Closed for abuse')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Audit history of Cheaty' });
    expect(within(table).getByText('Closed the account')).toBeTruthy();
    expect(within(table).getByText('Abuse')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reopen account' })).toBeTruthy();
  });

  it('says when closing a staff account awaits a second staff member', async () => {
    const message = STAFF_MESSAGES.close_pending;
    const api = fakeApi({
      'GET /callback/staff/users/colleague': { body: view({ username: 'colleague', role: 'staff' }) },
      'POST /callback/staff/users/colleague/close': {
        status: 202,
        body: {
          ...view({ username: 'colleague', role: 'staff', audit: [entry(5, { action: 'close_request' })] }),
          pending: true,
          message,
        },
      },
    });
    const { user } = renderApp('/staff/members', { api, context: staffContext() });
    await user.type(await screen.findByLabelText('Username'), 'colleague');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await user.click(await screen.findByRole('button', { name: 'Close account…' }));
    await user.click(screen.getByRole('button', { name: 'Yes, close the account' }));
    expect((await screen.findByRole('status')).textContent).toBe(message);
    expect(screen.getByText('Open')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Audit history of colleague' });
    expect(within(table).getByText('Asked to close the account')).toBeTruthy();
  });

  it('says when no member has the name', async () => {
    const api = fakeApi({ 'GET /callback/staff/users/ghost': { status: 404, body: {} } });
    const { user } = renderApp('/staff/members', { api, context: staffContext() });
    await user.type(await screen.findByLabelText('Username'), 'ghost');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No member has this username.');
  });

  it('reopens a closed account', async () => {
    const api = fakeApi({
      'GET /callback/staff/users/cheaty': {
        body: view({ closure: 'cheater', membership: 'cheater', membershipLevel: 5, audit: [entry(1)] }),
      },
      'POST /callback/staff/users/Cheaty/reopen': { body: view() },
    });
    const { user } = renderApp('/staff/members', { api, context: staffContext() });
    await user.type(await screen.findByLabelText('Username'), 'cheaty');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Closed for fair play')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reopen account' }));
    expect((await screen.findByRole('status')).textContent).toBe('The account of Cheaty is open again.');
    expect(screen.getByText('Open')).toBeTruthy();
  });
});

describe('the user menu of staff', () => {
  it('links to the staff pages, for staff only', async () => {
    const { user } = renderApp('/about', { context: staffContext() });
    await user.click(await screen.findByRole('button', { name: 'boss' }));
    expect(screen.getByRole('link', { name: 'Members (staff)' }).getAttribute('href')).toBe('/staff/members');
    await user.click(screen.getByRole('link', { name: 'Audit log' }));
    expect(await screen.findByRole('heading', { name: 'Audit log', level: 1 })).toBeTruthy();
  });

  it('has no staff links for a moderator', async () => {
    const { user } = renderApp('/about', {
      context: pageContext({ current: memberPayload('mo', 'moderator') }),
    });
    await user.click(await screen.findByRole('button', { name: 'mo' }));
    expect(screen.getByRole('link', { name: 'Settings' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Audit log' })).toBeNull();
  });
});

describe('AuditPage', () => {
  it('lists entries in a labelled table, the CLI as its own actor, and pages back', async () => {
    const api = fakeApi({
      'GET /callback/staff/audit': (request) =>
        request.query.get('before') === '2'
          ? {
              body: { entries: [entry(1, { actor: null, action: 'reopen', details: {} })], nextBefore: null },
            }
          : {
              body: {
                entries: [entry(3, { action: 'impersonate_start', details: {} }), entry(2)],
                nextBefore: 2,
              },
            },
    });
    const { user } = renderApp('/staff/audit', { api, context: staffContext() });
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'By', 'Action', 'Member', 'Reason']);
    expect(within(table).getByText('Started impersonating')).toBeTruthy();
    expect(within(table).getByText('Fair play violation')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    expect(await within(table).findByText('Command line')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('names the coupon of a coupon entry where a member would be', async () => {
    const api = fakeApi({
      'GET /callback/staff/audit': {
        body: {
          entries: [entry(5, { action: 'coupon_disable', target: null, details: { code: 'SPRING-25' } })],
          nextBefore: null,
        },
      },
    });
    renderApp('/staff/audit', { api, context: staffContext() });
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.slice(1).map((cell) => cell.textContent)).toEqual([
      'boss',
      'Disabled a coupon',
      'SPRING-25',
      '—',
    ]);
  });

  it('says so when the viewer is not staff', async () => {
    const api = fakeApi({ 'GET /callback/staff/audit': { status: 403, body: {} } });
    renderApp('/staff/audit', { api });
    expect((await screen.findByRole('alert')).textContent).toBe('Only staff can see the audit log.');
  });
});
