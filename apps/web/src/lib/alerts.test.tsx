import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../test/cleanup';
import { AlertsProvider, useAlerts } from './alerts';
import { createI18n } from './i18n/i18n';

function Buttons() {
  const alerts = useAlerts();
  return (
    <>
      <button type="button" onClick={() => alerts.success('Copied to clipboard')}>
        succeed
      </button>
      <button type="button" onClick={() => alerts.error('Oops. Looks like there was an error.')}>
        fail
      </button>
    </>
  );
}

// Fake timers stall user-event's async waits, so these clicks are plain DOM events.
function setup() {
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <AlertsProvider>
        <Buttons />
      </AlertsProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('alerts', () => {
  it('shows a success as a status that vanishes after 7000 ms and a 200 ms leave', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'succeed' }));
    expect(screen.getByRole('status').textContent).toContain('Copied to clipboard');
    act(() => vi.advanceTimersByTime(6_999));
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps an error until it is closed', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert').textContent).toContain('Oops. Looks like there was an error.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps only the newest alert', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    fireEvent.click(screen.getByRole('button', { name: 'succeed' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Copied to clipboard');
  });
});
