import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import '../../lib/i18n/locales/en.sandboxPay';

/**
 * The bank's second step (3-D Secure-like), played by the buyer in the sandbox: approve or decline.
 * Escape declines, as closing a bank's pop-up does.
 */
export function ConfirmPaymentDialog({
  open,
  busy,
  price,
  merchant,
  onAnswer,
}: {
  open: boolean;
  busy: boolean;
  price: string;
  merchant: string;
  onAnswer: (approve: boolean) => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="sandbox-pay__dialog"
      aria-labelledby="sandbox-confirm-title"
      aria-describedby="sandbox-confirm-text"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onAnswer(false);
      }}
    >
      <h2 id="sandbox-confirm-title">{t('sandboxPay.confirmTitle')}</h2>
      <p id="sandbox-confirm-text">{t('sandboxPay.confirmText', { price, merchant })}</p>
      <p className="sandbox-pay__muted">{t('sandboxPay.confirmSandbox')}</p>
      <div className="sandbox-pay__dialog-actions">
        <button type="button" className="button" disabled={busy} onClick={() => onAnswer(false)}>
          {t('sandboxPay.decline')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => onAnswer(true)}
        >
          {t('sandboxPay.approve')}
        </button>
      </div>
    </dialog>
  );
}
