import {
  MODERATION_MESSAGES,
  REPORT_API,
  type ReportDetail,
  type ReportEntry,
  type ReportGroup,
} from '@kingside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const modContext = () => pageContext({ current: memberPayload('marta', 'moderator') });

const group = (ref: string, label: string, overrides: Partial<ReportGroup> = {}): ReportGroup => ({
  target: { kind: 'user', ref, label, closed: false },
  count: 2,
  reasons: ['abusive_chat', 'spam'],
  firstAt: '2026-06-01T10:00:00.000Z',
  lastAt: '2026-06-01T11:00:00.000Z',
  ...overrides,
});

const entry = (id: number, overrides: Partial<ReportEntry> = {}): ReportEntry => ({
  id,
  reporter: 'alice',
  reason: 'abusive_chat',
  details: 'Insults after the game.',
  at: '2026-06-01T10:00:00.000Z',
  outcome: null,
  resolvedBy: null,
  resolvedAt: null,
  ...overrides,
});

const detail = (overrides: Partial<ReportDetail> = {}): ReportDetail => ({
  target: { kind: 'user', ref: '12', label: 'rude_bob', closed: false },
  open: [entry(3)],
  prior: [
    entry(1, {
      reason: 'spam',
      outcome: 'warn',
      resolvedBy: 'marta',
      resolvedAt: '2026-05-01T10:00:00.000Z',
    }),
  ],
  recentGames: [
    {
      id: 'Abcd1234',
      speed: 'blitz',
      color: 'white',
      result: 'loss',
      opponent: 'carol',
      endedAt: '2026-05-31T10:00:00.000Z',
    },
  ],
  recentMessages: [
    {
      id: 5,
      threadId: 1,
      toUsername: 'alice',
      body: 'You are terrible.',
      createdAt: '2026-05-31T11:00:00.000Z',
    },
  ],
  mutedUntil: null,
  ...overrides,
});

describe('ReportsPage', () => {
  it('lists the open reports by target, oldest first, and pages on', async () => {
    const api = fakeApi({
      [`GET ${REPORT_API.queue}`]: (request) =>
        request.query.get('after') === '4'
          ? {
              body: {
                groups: [
                  group('forum', 'topic-uuid', {
                    target: { kind: 'forum_topic', ref: 'topic-uuid', label: 'topic-uuid', closed: false },
                    count: 1,
                    reasons: ['off_topic'],
                  }),
                ],
                nextAfter: null,
              },
            }
          : { body: { groups: [group('12', 'rude_bob')], nextAfter: 4 } },
    });
    const { user } = renderApp('/staff/reports', { api, context: modContext() });
    expect(await screen.findByRole('heading', { name: 'Reports', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Open reports' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Reported', 'Kind', 'Reports', 'Reasons', 'First report']);
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.slice(0, 4).map((cell) => cell.textContent)).toEqual([
      'rude_bob',
      'Member',
      '2',
      'Abusive or hateful messages, Spam or advertising',
    ]);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(table).findByText('Forum topic')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows a target’s evidence and mutes the member, then shows the server’s message', async () => {
    const muted = MODERATION_MESSAGES.muted('rude_bob', new Date('2026-06-02T12:00:00Z'));
    let resolved = false;
    const api = fakeApi({
      [`GET ${REPORT_API.queue}`]: { body: { groups: [group('12', 'rude_bob')], nextAfter: null } },
      [`GET ${REPORT_API.target('user', '12')}`]: () => ({
        body: resolved
          ? detail({
              open: [],
              mutedUntil: '2026-06-02T12:00:00.000Z',
              prior: [entry(3, { outcome: 'mute', resolvedBy: 'marta' })],
            })
          : detail(),
      }),
      [`POST ${REPORT_API.resolve('user', '12')}`]: () => {
        resolved = true;
        return { body: { ok: true, message: muted, resolved: 1, mutedUntil: '2026-06-02T12:00:00.000Z' } };
      },
    });
    const { user } = renderApp('/staff/reports', { api, context: modContext() });
    await user.click(await screen.findByRole('link', { name: 'Review: rude_bob' }));
    expect(await screen.findByRole('heading', { name: 'Reports of rude_bob' })).toBeTruthy();
    const games = screen.getByRole('region', { name: 'Recent games' });
    expect(within(games).getByRole('link').textContent).toBe('Lost as white against carol (blitz)');
    expect(
      within(screen.getByRole('region', { name: 'Recent messages' })).getByText('You are terrible.'),
    ).toBeTruthy();
    const prior = screen.getByRole('region', { name: 'Earlier reports' });
    expect(within(prior).getByText(/Warned by marta/)).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Action'), 'mute');
    await user.selectOptions(screen.getByLabelText('Mute for'), '7d');
    await user.type(screen.getByLabelText('Note for the audit log (optional)'), 'Third time.');
    await user.click(screen.getByRole('button', { name: 'Resolve the reports' }));
    expect((await screen.findByRole('status')).textContent).toBe(muted);
    expect(api.received.find((r) => r.method === 'POST')!.body).toMatchObject({
      action: 'mute',
      duration: '7d',
      note: 'Third time.',
    });
    expect(await screen.findByText(/Muted until/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resolve the reports' })).toBeNull();
  });

  it('offers only dismissal for a forum topic', async () => {
    const api = fakeApi({
      [`GET ${REPORT_API.target('forum_topic', 'abc')}`]: {
        body: detail({
          target: { kind: 'forum_topic', ref: 'abc', label: 'abc', closed: false },
          recentGames: [],
          recentMessages: [],
        }),
      },
    });
    renderApp('/staff/reports?target=forum_topic:abc', { api, context: modContext() });
    const action = await screen.findByLabelText('Action');
    expect(
      within(action)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Dismiss the reports']);
    expect(screen.queryByRole('region', { name: 'Recent games' })).toBeNull();
  });

  it('says so when the viewer is not a moderator', async () => {
    const api = fakeApi({ [`GET ${REPORT_API.queue}`]: { status: 403, body: {} } });
    renderApp('/staff/reports', { api });
    expect((await screen.findByRole('alert')).textContent).toBe('Only moderators and staff can see reports.');
  });
});

describe('the user menu of moderators', () => {
  it('links to the reports', async () => {
    const { user } = renderApp('/about', { context: modContext() });
    await user.click(await screen.findByRole('button', { name: 'marta' }));
    expect(screen.getByRole('link', { name: 'Reports' }).getAttribute('href')).toBe('/staff/reports');
  });
});
