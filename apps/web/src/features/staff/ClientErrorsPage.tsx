import type { ClientErrorView } from '@kingside/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { StaffListPage } from './StaffListPage';
import { fetchClientErrors } from './staff.api';
import '../../lib/i18n/locales/en.staff';

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
  useDocumentTitle('staff_client_errors');
  const load = useCallback(
    async (before: number | null, signal?: AbortSignal) => {
      const page = await fetchClientErrors(http, before, signal);
      return { items: page.reports, nextBefore: page.nextBefore };
    },
    [http],
  );
  return (
    <StaffListPage<ClientErrorView> section="clientErrors" load={load}>
      {(reports) => (
        // A labelled region: browsers let the keyboard scroll a wide table inside it.
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
              {reports.map((report) => (
                <Row key={report.id} report={report} />
              ))}
            </tbody>
          </table>
        </section>
      )}
    </StaffListPage>
  );
}
