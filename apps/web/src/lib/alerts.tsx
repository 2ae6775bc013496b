import './alerts.css';
import { ALERTS } from '@kingside/contract';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type AlertKind = 'success' | 'error';

interface Alert {
  id: number;
  kind: AlertKind;
  message: string;
  leaving: boolean;
}

export interface Alerts {
  success(message: string): void;
  error(message: string): void;
}

const AlertsContext = createContext<Alerts | null>(null);

let nextId = 1;

/**
 * Alerts of spec §8: success vanishes after 7000 ms, an error stays until closed, and only the newest
 * alert is kept. Leaving takes 200 ms so the CSS can fade it out.
 */
export function AlertsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<Alert | null>(null);

  const show = useCallback((kind: AlertKind, message: string) => {
    setAlert({ id: nextId++, kind, message, leaving: false });
  }, []);
  const api = useMemo<Alerts>(
    () => ({ success: (message) => show('success', message), error: (message) => show('error', message) }),
    [show],
  );
  const leave = useCallback((id: number) => {
    setAlert((current) => (current?.id === id ? { ...current, leaving: true } : current));
  }, []);

  useEffect(() => {
    if (!alert) return;
    if (alert.leaving) {
      const timer = setTimeout(
        () => setAlert((current) => (current?.id === alert.id ? null : current)),
        ALERTS.leaveAnimationMs,
      );
      return () => clearTimeout(timer);
    }
    if (alert.kind !== 'success') return;
    const timer = setTimeout(() => leave(alert.id), ALERTS.successHideMs);
    return () => clearTimeout(timer);
  }, [alert, leave]);

  return (
    <AlertsContext.Provider value={api}>
      {children}
      <div className="alerts">
        {alert && (
          <div
            key={alert.id}
            role={alert.kind === 'error' ? 'alert' : 'status'}
            className={`alert alert--${alert.kind}${alert.leaving ? ' alert--leaving' : ''}`}
          >
            <p className="alert__message">{alert.message}</p>
            <button
              type="button"
              className="alert__close"
              aria-label={t('alerts.close')}
              onClick={() => leave(alert.id)}
            >
              <svg
                aria-hidden="true"
                width="16"
                height="16"
                viewBox="0 0 16 16"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M3 3l10 10M13 3L3 13" />
              </svg>
            </button>
          </div>
        )}
      </div>
    </AlertsContext.Provider>
  );
}

export function useAlerts(): Alerts {
  const alerts = useContext(AlertsContext);
  if (!alerts) throw new Error('useAlerts needs <AlertsProvider>');
  return alerts;
}
