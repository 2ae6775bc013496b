import type { ContentReportReason } from '@kingside/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../lib/alerts';
import { serverMessage } from '../../lib/server-error';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { Modal } from '../billing/Modal';
import '../../lib/i18n/locales/en.moderation';

/** The caller's words for what is reported ("Report video", "Report this video", its lead). */
export interface ContentReportTexts {
  button: string;
  title: string;
  lead: string;
}

/**
 * "Report" on a piece of content (a forum topic, a video): members, not on their own. The reasons and
 * the call are the caller's; the server's answer is what the member reads (its thanks as a success
 * alert, or why it refused in the dialog, which stays open).
 */
export function ContentReportButton({
  authorId,
  reasons,
  send,
  texts,
}: {
  authorId: number | null;
  reasons: readonly ContentReportReason[];
  send: (reason: ContentReportReason) => Promise<{ message: string }>;
  texts: ContentReportTexts;
}) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const { user, isLoggedIn } = useCurrentUser();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ContentReportReason | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!isLoggedIn || user.userId === authorId) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    setBusy(true);
    setError(null);
    try {
      alerts.success((await send(reason)).message);
      setOpen(false);
    } catch (failure) {
      setError(serverMessage(failure) ?? t('report.failed'));
    }
    setBusy(false);
  };

  return (
    <>
      <button
        type="button"
        className="button button--quiet button--small"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {texts.button}
      </button>
      {open && (
        <Modal title={texts.title} onClose={() => setOpen(false)} busy={busy}>
          <form className="form" onSubmit={(event) => void submit(event)}>
            <p>{texts.lead}</p>
            <fieldset className="choice">
              <legend>{t('report.reason')}</legend>
              {reasons.map((id) => (
                <label key={id} className="choice__option">
                  <input
                    type="radio"
                    name={`${ids}-reason`}
                    value={id}
                    required
                    checked={reason === id}
                    onChange={() => setReason(id)}
                  />
                  <span>{t(`report.reasons.${id}`)}</span>
                </label>
              ))}
            </fieldset>
            {error && (
              <p className="form__error" role="alert">
                {error}
              </p>
            )}
            <div className="modal__actions">
              <button
                type="button"
                className="button button--quiet"
                disabled={busy}
                onClick={() => setOpen(false)}
              >
                {t('report.cancel')}
              </button>
              <button type="submit" className="button button--primary" disabled={busy || reason === null}>
                {t('report.submit')}
              </button>
            </div>
          </form>
        </Modal>
      )}
    </>
  );
}
