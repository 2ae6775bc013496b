import './staff.css';
import type { ClientErrorView } from '@kingside/contract';
import axios from 'axios';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { fetchClientErrors } from './staff.api';

type State =
  | { status: 'loading' }
  | { status: 'forbidden' }
  | { status: 'failed' }
  | { status: 'loaded'; reports: ClientErrorView[]; nextBefore: number | null; loadingMore: boolean };

function Row({ report }: { report: ClientErrorView }) {
  const { t, i18n } = useTranslation();
  const at = new Date(report.at);
  return (
    <tr>
      <td>
        <time dateTime={report.at}>
          {at.toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'medium' })}
        </time>
      </td>
      <td className="client-errors__status">{report.status}</td>
      <td>{report.method}</td>
      <td className="client-errors__url">{report.url}</td>
      <td>{report.username ?? t('staff.clientErrors.guest', { id: report.guestId ?? '—' })}</td>
      <td className="client-errors__mono">{report.requestId ?? '—'}</td>
      <td>{report.message ?? '—'}</td>
      <td className="client-errors__agent">{report.userAgent ?? '—'}</td>
    </tr>
  );
}

/** `/staff/client-errors`: what failed in members' browsers (§7 client metrics), newest first. */
export function ClientErrorsPage() {
  const { t } = useTranslation();
  const { http } = useServices();
  const [state, setState] = useState<State>({ status: 'loading' });
  useDocumentTitle('staff_client_errors');

  const fail = useCallback((error: unknown) => {
    const status = axios.isAxiosError(error) ? error.response?.status : undefined;
    setState(status === 401 || status === 403 ? { status: 'forbidden' } : { status: 'failed' });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetchClientErrors(http, null, controller.signal).then(
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
    fetchClientErrors(http, state.nextBefore).then(
      (page) =>
        setState({
          status: 'loaded',
          reports: [...state.reports, ...page.reports],
          nextBefore: page.nextBefore,
          loadingMore: false,
        }),
      fail,
    );
  };

  return (
    <div className="client-errors">
      <h1>{t('staff.clientErrors.title')}</h1>
      <p className="lead">{t('staff.clientErrors.lead')}</p>
      {state.status === 'loading' && <p aria-busy="true">{t('staff.clientErrors.loading')}</p>}
      {state.status === 'forbidden' && (
        <div className="notice" role="alert">
          {t('staff.clientErrors.forbidden')}
        </div>
      )}
      {state.status === 'failed' && (
        <div className="notice" role="alert">
          {t('staff.clientErrors.failed')}
        </div>
      )}
      {state.status === 'loaded' && state.reports.length === 0 && <p>{t('staff.clientErrors.empty')}</p>}
      {state.status === 'loaded' && state.reports.length > 0 && (
        <>
          {/* A labelled region: browsers let the keyboard scroll a wide table inside it. */}
          <section className="client-errors__scroll" aria-label={t('staff.clientErrors.caption')}>
            <table className="client-errors__table">
              <caption className="visually-hidden">{t('staff.clientErrors.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('staff.clientErrors.columns.time')}</th>
                  <th scope="col">{t('staff.clientErrors.columns.status')}</th>
                  <th scope="col">{t('staff.clientErrors.columns.method')}</th>
                  <th scope="col">{t('staff.clientErrors.columns.url')}</th>
                  <th scope="col">{t('staff.clientErrors.columns.who')}</th>
                  <th scope="col">{t('staff.clientErrors.columns.requestId')}</th>
                  <th scope="col">{t('staff.clientErrors.columns.message')}</th>
                  <th scope="col">{t('staff.clientErrors.columns.userAgent')}</th>
                </tr>
              </thead>
              <tbody>
                {state.reports.map((report) => (
                  <Row key={report.id} report={report} />
                ))}
              </tbody>
            </table>
          </section>
          {state.nextBefore !== null && (
            <button type="button" className="button" onClick={loadMore} disabled={state.loadingMore}>
              {state.loadingMore ? t('staff.clientErrors.loading') : t('staff.clientErrors.more')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
