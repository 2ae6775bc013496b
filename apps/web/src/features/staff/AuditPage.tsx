import './staff.css';
import type { AuditEntry } from '@kingside/contract';
import axios from 'axios';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { AuditTable } from './AuditTable';
import { fetchAudit } from './staff-members.api';

type State =
  | { status: 'loading' }
  | { status: 'forbidden' }
  | { status: 'failed' }
  | { status: 'loaded'; entries: AuditEntry[]; nextBefore: number | null; loadingMore: boolean };

/** `/staff/audit`: what staff did to members (closures, reopenings, impersonation), newest first. */
export function AuditPage() {
  const { t } = useTranslation();
  const { http } = useServices();
  const [state, setState] = useState<State>({ status: 'loading' });
  useDocumentTitle('staff_audit');

  const fail = useCallback((error: unknown) => {
    const status = axios.isAxiosError(error) ? error.response?.status : undefined;
    setState(status === 401 || status === 403 ? { status: 'forbidden' } : { status: 'failed' });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetchAudit(http, null, controller.signal).then(
      (page) => setState({ status: 'loaded', ...page, loadingMore: false }),
      (error: unknown) => {
        if (!controller.signal.aborted) fail(error);
      },
    );
    return () => controller.abort();
  }, [http, fail]);

  const loadMore = () => {
    if (state.status !== 'loaded' || state.nextBefore === null) return;
    setState({ ...state, loadingMore: true });
    fetchAudit(http, state.nextBefore).then(
      (page) =>
        setState({
          status: 'loaded',
          entries: [...state.entries, ...page.entries],
          nextBefore: page.nextBefore,
          loadingMore: false,
        }),
      fail,
    );
  };

  return (
    <div className="client-errors">
      <h1>{t('staff.audit.title')}</h1>
      <p className="lead">{t('staff.audit.lead')}</p>
      {state.status === 'loading' && <p aria-busy="true">{t('staff.audit.loading')}</p>}
      {state.status === 'forbidden' && (
        <div className="notice" role="alert">
          {t('staff.audit.forbidden')}
        </div>
      )}
      {state.status === 'failed' && (
        <div className="notice" role="alert">
          {t('staff.audit.failed')}
        </div>
      )}
      {state.status === 'loaded' && state.entries.length === 0 && <p>{t('staff.audit.empty')}</p>}
      {state.status === 'loaded' && state.entries.length > 0 && (
        <>
          <AuditTable entries={state.entries} caption={t('staff.audit.caption')} />
          {state.nextBefore !== null && (
            <button type="button" className="button" onClick={loadMore} disabled={state.loadingMore}>
              {state.loadingMore ? t('staff.audit.loading') : t('staff.audit.more')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
