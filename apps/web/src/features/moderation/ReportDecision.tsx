import {
  MODERATION_ACTIONS,
  type ModerationAction,
  MUTE_DURATION_NAMES,
  type MuteDuration,
  type ReportTarget,
  STAFF_CLOSURES,
  type StaffClosure,
} from '@kingside/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { serverMessage } from '../../lib/server-error';
import { type Decision, resolveReports } from './moderation.api';
import '../../lib/i18n/locales/en.moderation';
import '../../lib/i18n/locales/en.staff';

/**
 * What the moderator decides: every action resolves all the target's open reports. A topic or a
 * video can only be dismissed; a closed account cannot be closed again.
 */
export function ReportDecision({
  target,
  onDone,
}: {
  target: ReportTarget;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { http } = useServices();
  const ids = useId();
  const actions = MODERATION_ACTIONS.filter((action) =>
    target.kind === 'user' ? !(action === 'close' && target.closed) : action === 'dismiss',
  );
  const [action, setAction] = useState<ModerationAction>(actions[0]!);
  const [duration, setDuration] = useState<MuteDuration>('1d');
  const [reason, setReason] = useState<StaffClosure>('abuser');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const extra = note.trim() ? { note: note.trim() } : {};
    const decision: Decision =
      action === 'mute'
        ? { action, duration, ...extra }
        : action === 'close'
          ? { action, reason, ...extra }
          : { action, ...extra };
    setBusy(true);
    setError(null);
    try {
      const answer = await resolveReports(http, target.kind, target.ref, decision);
      onDone(answer.message);
    } catch (failure) {
      setError(serverMessage(failure) ?? t('app.genericError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="report-decision" onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label htmlFor={`${ids}-action`}>{t('reports.action')}</label>
        <select
          id={`${ids}-action`}
          value={action}
          onChange={(event) => setAction(event.target.value as ModerationAction)}
        >
          {actions.map((value) => (
            <option key={value} value={value}>
              {t(`reports.actions.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {action === 'mute' && (
        <div className="field">
          <label htmlFor={`${ids}-duration`}>{t('reports.duration')}</label>
          <select
            id={`${ids}-duration`}
            value={duration}
            onChange={(event) => setDuration(event.target.value as MuteDuration)}
          >
            {MUTE_DURATION_NAMES.map((value) => (
              <option key={value} value={value}>
                {t(`reports.durations.${value}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {action === 'close' && (
        <div className="field">
          <label htmlFor={`${ids}-closure`}>{t('reports.closure')}</label>
          <select
            id={`${ids}-closure`}
            value={reason}
            onChange={(event) => setReason(event.target.value as StaffClosure)}
          >
            {STAFF_CLOSURES.map((value) => (
              <option key={value} value={value}>
                {t(`staff.members.reasons.${value}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${ids}-note`}>{t('reports.note')}</label>
        <textarea
          id={`${ids}-note`}
          rows={2}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      <div>
        <button
          type="submit"
          className={`button ${action === 'close' ? 'button--danger' : 'button--primary'}`}
          disabled={busy}
        >
          {busy ? t('reports.applying') : t('reports.apply')}
        </button>
      </div>
    </form>
  );
}
