import { CONTENT_REPORT_REASONS, type ContentReportReason } from '@kingside/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useAlerts } from '../../lib/alerts';
import { serverMessage } from '../../lib/server-error';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { Modal } from '../billing/Modal';
import { reportVideo } from './videos.api';
import '../../lib/i18n/locales/en.moderation';
import '../../lib/i18n/locales/en.videos';

/** "Report video" (§7 `POST /chess-tv/callback/report/{reason}/{video}`): members, not on their own video. */
export function VideoReportButton({ slug, authorId }: { slug: string; authorId: number | null }) {
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
      alerts.success((await reportVideo(http, slug, reason)).message);
      setOpen(false);
    } catch (failure) {
      setError(serverMessage(failure) ?? t('video.failedAction'));
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
        {t('video.report')}
      </button>
      {open && (
        <Modal title={t('video.reportTitle')} onClose={() => setOpen(false)} busy={busy}>
          <form className="form" onSubmit={(event) => void submit(event)}>
            <p>{t('video.reportLead')}</p>
            <fieldset className="choice">
              <legend>{t('video.reason')}</legend>
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
                {t('video.cancel')}
              </button>
              <button type="submit" className="button button--primary" disabled={busy || reason === null}>
                {t('video.sendReport')}
              </button>
            </div>
          </form>
        </Modal>
      )}
    </>
  );
}
