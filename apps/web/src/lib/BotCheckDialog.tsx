import './bot-check.css';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { BotCheck } from './bot-check';
import './i18n/locales/en.botCheck';
import { loadChunk } from './load-chunk';

/** Every page mounts this dialog; the widget's code loads only when a challenge is shown. */
const AltchaWidget = lazy(() =>
  loadChunk(() => import('./AltchaWidget')).then((module) => ({ default: module.AltchaWidget })),
);

/**
 * The one dialog of the managed challenge (spec §4): open while calls are held. Solving it retries
 * them; each widget error (or refused solution) counts, and the last allowed one rejects them.
 * Escape or Cancel rejects them at once.
 */
export function BotCheckDialog({ botCheck }: { botCheck: BotCheck }) {
  const open = useSyncExternalStore(botCheck.subscribe, botCheck.isOpen);
  const dialog = useRef<HTMLDialogElement>(null);
  // A new widget (and challenge) after each error: a spent or refused one cannot be used again.
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    if (!open) setError(null);
  }, [open]);

  const failed = () => {
    if (botCheck.widgetError()) return;
    setError(t('botCheck.retry'));
    setAttempt((n) => n + 1);
  };

  const solved = (payload: string) => {
    botCheck.submit(payload).then(() => setAttempt((n) => n + 1), failed);
  };

  return (
    <dialog
      ref={dialog}
      className="bot-check"
      aria-labelledby="bot-check-title"
      onCancel={(event) => {
        event.preventDefault();
        botCheck.cancel();
      }}
    >
      <h2 id="bot-check-title" className="bot-check__title">
        {t('botCheck.title')}
      </h2>
      <p className="bot-check__lead">{t('botCheck.lead')}</p>
      {open && (
        <Suspense fallback={null}>
          <AltchaWidget key={attempt} onSolved={solved} onError={failed} />
        </Suspense>
      )}
      {error && (
        <p className="bot-check__error" role="alert">
          {error}
        </p>
      )}
      <div className="bot-check__actions">
        <button type="button" className="button button--quiet" onClick={() => botCheck.cancel()}>
          {t('botCheck.cancel')}
        </button>
      </div>
    </dialog>
  );
}
