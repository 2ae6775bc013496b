import './moderation.css';
import { REPORT_DETAILS_MAX, type ReportReason, type UserReportReason } from '@kingside/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useAlerts } from '../../lib/alerts';
import { serverMessage } from '../../lib/server-error';
import { Modal } from '../billing/Modal';
import { fetchReportReasons, reportUser } from './moderation.api';
import '../../lib/i18n/locales/en.moderation';

type Reasons = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; reasons: ReportReason[] };

/**
 * Reports a member: the reasons come from the server (`GET /callback/report-user`), the details are
 * optional. The server's answer is what the member reads: its thanks as a success alert, or why it
 * refused (already reported, too many reports) in the dialog, which stays open.
 */
export function ReportDialog({ username, onClose }: { username: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { http } = useServices();
  const alerts = useAlerts();
  const ids = useId();
  const [reasons, setReasons] = useState<Reasons>({ status: 'loading' });
  const [reason, setReason] = useState<UserReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const choices = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchReportReasons(http, controller.signal).then(
      (loaded) => setReasons({ status: 'loaded', reasons: loaded.reasons }),
      () => {
        if (!controller.signal.aborted) setReasons({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [http]);

  // The reasons arrive after the dialog took focus: a keyboard user starts at the first one.
  useEffect(() => {
    if (reasons.status === 'loaded') choices.current?.querySelector('input')?.focus();
  }, [reasons.status]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await reportUser(http, { username, reason_id: reason, details: details.trim() });
      alerts.success(answer.message);
      onClose();
    } catch (failure) {
      setError(serverMessage(failure) ?? t('app.genericError'));
      setBusy(false);
    }
  };

  return (
    <Modal title={t('report.title', { username })} onClose={onClose} busy={busy}>
      <form className="form report-form" onSubmit={(event) => void submit(event)}>
        <p className="report-form__lead">{t('report.lead', { username })}</p>
        {reasons.status === 'loading' && <p aria-busy="true">{t('report.loading')}</p>}
        {reasons.status === 'failed' && (
          <p className="form__error" role="alert">
            {t('report.loadFailed')}
          </p>
        )}
        {reasons.status === 'loaded' && (
          <fieldset ref={choices} className="choice report-form__reasons">
            <legend>{t('report.reason')}</legend>
            {reasons.reasons.map((option) => (
              <label key={option.id} className="choice__option">
                <input
                  type="radio"
                  name={`${ids}-reason`}
                  value={option.id}
                  required
                  checked={reason === option.id}
                  onChange={() => {
                    setReason(option.id as UserReportReason);
                    setError(null);
                  }}
                />
                <span>{t(`report.reasons.${option.id}`, { defaultValue: option.label })}</span>
              </label>
            ))}
          </fieldset>
        )}
        <div className="field">
          <label htmlFor={`${ids}-details`}>{t('report.details')}</label>
          <textarea
            id={`${ids}-details`}
            className="report-form__details"
            rows={4}
            maxLength={REPORT_DETAILS_MAX}
            value={details}
            aria-describedby={`${ids}-hint`}
            onChange={(event) => setDetails(event.target.value)}
          />
          <span id={`${ids}-hint`} className="field__hint">
            {t('report.detailsHint', { max: REPORT_DETAILS_MAX })}
          </span>
        </div>
        {error && (
          <p className="form__error" role="alert">
            {error}
          </p>
        )}
        <div className="modal__actions">
          <button type="button" className="button button--quiet" disabled={busy} onClick={onClose}>
            {t('report.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy || reason === null}>
            {busy ? t('report.sending') : t('report.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
