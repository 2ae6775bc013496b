import { DAILY_API, type VacationStatus } from '@kingside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const status = (overrides: Partial<VacationStatus> = {}): VacationStatus => ({
  onVacation: false,
  endsAt: null,
  daysLeft: 30,
  ...overrides,
});

describe('SettingsPage', () => {
  it('has a vacation section for members, which starts a vacation', async () => {
    const api = fakeApi({
      [`GET ${DAILY_API.vacation}`]: { body: status() },
      [`POST ${DAILY_API.vacationStart}`]: {
        body: status({ onVacation: true, endsAt: '2026-02-01T10:00:00Z', daysLeft: 0 }),
      },
    });
    const { user } = renderApp('/settings', {
      api,
      context: pageContext({ current: memberPayload('Alice') }),
    });
    const section = await screen.findByRole('region', { name: 'Vacation' });
    expect(within(section).getByRole('status').textContent).toBe(
      'A vacation pauses all your daily games. 30 vacation days left this year.',
    );
    await user.click(within(section).getByRole('button', { name: 'Start vacation' }));
    expect(await within(section).findByRole('button', { name: 'End vacation' })).toBeTruthy();
    expect(within(section).getByRole('status').textContent).toMatch(
      /^You are on vacation until .+: your daily games are paused\. 0 vacation days left this year\.$/,
    );
  });

  it('shows no vacation section to guests', async () => {
    const api = fakeApi();
    renderApp('/settings', { api });
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Vacation' })).toBeNull();
    expect(api.received.some((r) => r.path === DAILY_API.vacation)).toBe(false);
  });
});
