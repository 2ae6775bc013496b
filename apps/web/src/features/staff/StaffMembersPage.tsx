import './staff.css';
import {
  STAFF_CLOSURES,
  type StaffCloseResponse,
  type StaffClosure,
  type StaffMemberView,
} from '@kingside/contract';
import axios from 'axios';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { serverMessage } from '../../lib/server-error';
import { AuditTable } from './AuditTable';
import { closeMember, fetchStaffMember, reopenMember, startImpersonating } from './staff-members.api';
import '../../lib/i18n/locales/en.staff';

type Lookup =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'found'; member: StaffMemberView };

/** `/staff/members`: find a member, see their level and closure, close, reopen or impersonate them. */
export function StaffMembersPage() {
  const { t } = useTranslation();
  const { http, currentUser } = useServices();
  const navigate = useNavigate();
  const ids = useId();
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const [reason, setReason] = useState<StaffClosure>('cheater');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  useDocumentTitle('staff_members');

  const failed = (error: unknown) => {
    const status = axios.isAxiosError(error) ? error.response?.status : undefined;
    if (status === 404) return t('staff.members.notFound');
    return serverMessage(error) ?? t('staff.members.failed');
  };

  const find = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const username = String(new FormData(event.currentTarget).get('username') ?? '').trim();
    if (!username) return;
    setLookup({ status: 'loading' });
    setConfirming(false);
    setNotice(null);
    try {
      setLookup({ status: 'found', member: await fetchStaffMember(http, username) });
    } catch (error) {
      setLookup({ status: 'error', message: failed(error) });
    }
  };

  // A staff account's closure may only be pending a second staff member: the server's message says so.
  const act = async (run: () => Promise<StaffCloseResponse>, done: string) => {
    setBusy(true);
    try {
      const member = await run();
      setLookup({ status: 'found', member });
      setNotice(member.message ?? done);
    } catch (error) {
      setNotice(failed(error));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const impersonate = async (username: string) => {
    setBusy(true);
    try {
      await startImpersonating(http, username);
      await currentUser.sessionChanged();
      navigate('/');
    } catch (error) {
      setNotice(failed(error));
      setBusy(false);
    }
  };

  const member = lookup.status === 'found' ? lookup.member : null;
  return (
    <div className="staff-members">
      <h1>{t('staff.members.title')}</h1>
      <p className="lead">{t('staff.members.lead')}</p>
      <form className="form staff-members__search" onSubmit={(event) => void find(event)}>
        <div className="field">
          <label htmlFor={`${ids}-username`}>{t('staff.members.username')}</label>
          <input id={`${ids}-username`} name="username" autoComplete="off" required maxLength={64} />
        </div>
        <button type="submit" className="button button--primary" disabled={lookup.status === 'loading'}>
          {t('staff.members.find')}
        </button>
      </form>
      {lookup.status === 'loading' && <p aria-busy="true">{t('staff.members.loading')}</p>}
      {lookup.status === 'error' && (
        <div className="notice" role="alert">
          {lookup.message}
        </div>
      )}
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {member && (
        <section className="staff-members__card" aria-labelledby={`${ids}-name`}>
          <h2 id={`${ids}-name`}>{member.username}</h2>
          <dl className="staff-members__facts">
            <dt>{t('staff.members.level')}</dt>
            <dd>
              {t(`membershipLevel.${member.membership}`, { defaultValue: member.membership })} (
              {member.membershipLevel})
            </dd>
            <dt>{t('staff.members.closure')}</dt>
            <dd>
              {member.closure ? t(`staff.members.closures.${member.closure}`) : t('staff.members.open')}
            </dd>
          </dl>
          {member.closure ? (
            <div className="staff-members__actions">
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() =>
                  void act(
                    () => reopenMember(http, member.username),
                    t('staff.members.reopened', { username: member.username }),
                  )
                }
              >
                {t('staff.members.reopen')}
              </button>
            </div>
          ) : (
            <div className="staff-members__actions">
              <div className="field">
                <label htmlFor={`${ids}-reason`}>{t('staff.members.reason')}</label>
                <select
                  id={`${ids}-reason`}
                  value={reason}
                  onChange={(event) => {
                    setReason(event.target.value as StaffClosure);
                    setConfirming(false);
                  }}
                >
                  {STAFF_CLOSURES.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`staff.members.reasons.${kind}`)}
                    </option>
                  ))}
                </select>
              </div>
              {confirming ? (
                <div className="staff-members__confirm">
                  <p role="alert">
                    {t('staff.members.confirm', {
                      username: member.username,
                      reason: t(`staff.members.reasons.${reason}`),
                    })}
                  </p>
                  <button
                    type="button"
                    className="button button--danger"
                    disabled={busy}
                    onClick={() =>
                      void act(
                        () => closeMember(http, member.username, reason),
                        t('staff.members.closed', { username: member.username }),
                      )
                    }
                  >
                    {t('staff.members.confirmClose')}
                  </button>
                  <button type="button" className="button" onClick={() => setConfirming(false)}>
                    {t('staff.members.cancel')}
                  </button>
                </div>
              ) : (
                <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
                  {t('staff.members.close')}
                </button>
              )}
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => void impersonate(member.username)}
              >
                {t('staff.members.impersonate')}
              </button>
            </div>
          )}
          <h3>{t('staff.members.history')}</h3>
          {member.audit.length === 0 ? (
            <p>{t('staff.audit.empty')}</p>
          ) : (
            <AuditTable
              entries={member.audit}
              caption={t('staff.members.historyCaption', { username: member.username })}
            />
          )}
        </section>
      )}
    </div>
  );
}
