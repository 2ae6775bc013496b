import { CONTENT_REPORT_REASONS, type ContentReportReason } from '@kingside/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useAlerts } from '../../lib/alerts';
import { serverMessage } from '../../lib/server-error';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { Modal } from '../billing/Modal';
import { reportTopic } from './forums.api';
import '../../lib/i18n/locales/en.forums';
import '../../lib/i18n/locales/en.moderation';

/** "Report topic" (§7 `POST /callback/report-forum-topic/{uuid}`): members, not on their own topic. */
export function TopicReportButton({ uuid, authorId }: { uuid: string; authorId: number }) {
  const { t } = useTranslation();
  const { http } = useServices();
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
      alerts.success((await reportTopic(http, uuid, reason)).message);
      setOpen(false);
    } catch (failure) {
      setError(serverMessage(failure) ?? t('forums.failedAction'));
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
        {t('forums.report')}
      </button>
      {open && (
        <Modal title={t('forums.reportTitle')} onClose={() => setOpen(false)} busy={busy}>
          <form className="form" onSubmit={(event) => void submit(event)}>
            <p>{t('forums.reportLead')}</p>
            <fieldset className="choice">
              <legend>{t('forums.reason')}</legend>
              {CONTENT_REPORT_REASONS.map((id) => (
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
                {t('forums.cancel')}
              </button>
              <button type="submit" className="button button--primary" disabled={busy || reason === null}>
                {t('forums.sendReport')}
              </button>
            </div>
          </form>
        </Modal>
      )}
    </>
  );
}
