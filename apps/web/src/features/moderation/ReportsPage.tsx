import './moderation.css';
import '../staff/staff.css';
import { REPORT_TARGET_KINDS, type ReportGroup, type ReportTargetKind } from '@kingside/contract';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { errorStatus } from '../../lib/server-error';
import { fetchReportQueue } from './moderation.api';
import { ReportDetailView } from './ReportDetailView';
import '../../lib/i18n/locales/en.moderation';

type Queue =
  | { status: 'loading' }
  | { status: 'forbidden' }
  | { status: 'failed' }
  | { status: 'loaded'; groups: ReportGroup[]; nextAfter: number | null; loadingMore: boolean };

/** `?target=kind:ref` names the target under review; its absence is the queue. */
function targetOf(param: string | null): { kind: ReportTargetKind; ref: string } | null {
  const [kind, ref] = (param ?? '').split(':');
  if (!ref || !(REPORT_TARGET_KINDS as readonly string[]).includes(kind ?? '')) return null;
  return { kind: kind as ReportTargetKind, ref };
}

/** `/staff/reports`: the moderators' queue, and one target's reports to decide on. */
export function ReportsPage() {
  const [search] = useSearchParams();
  useDocumentTitle('staff_reports');
  const target = targetOf(search.get('target'));
  return (
    <div className="client-errors">
      {target ? <ReportDetailView kind={target.kind} reference={target.ref} /> : <ReportQueue />}
    </div>
  );
}

function ReportQueue() {
  const { t, i18n } = useTranslation();
  const { http } = useServices();
  const url = useRouteUrl();
  const [queue, setQueue] = useState<Queue>({ status: 'loading' });

  const fail = useCallback((error: unknown) => {
    const status = errorStatus(error);
    setQueue(status === 401 || status === 403 ? { status: 'forbidden' } : { status: 'failed' });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetchReportQueue(http, null, controller.signal).then(
      (page) => setQueue({ status: 'loaded', ...page, loadingMore: false }),
      (error: unknown) => {
        if (!controller.signal.aborted) fail(error);
      },
    );
    return () => controller.abort();
  }, [http, fail]);

  const loadMore = () => {
    if (queue.status !== 'loaded' || queue.nextAfter === null) return;
    setQueue({ ...queue, loadingMore: true });
    fetchReportQueue(http, queue.nextAfter).then(
      (page) =>
        setQueue({
          status: 'loaded',
          groups: [...queue.groups, ...page.groups],
          nextAfter: page.nextAfter,
          loadingMore: false,
        }),
      fail,
    );
  };

  const date = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <h1>{t('reports.title')}</h1>
      <p className="lead">{t('reports.lead')}</p>
      {queue.status === 'loading' && <p aria-busy="true">{t('reports.loading')}</p>}
      {(queue.status === 'forbidden' || queue.status === 'failed') && (
        <div className="notice" role="alert">
          {t(`reports.${queue.status}`)}
        </div>
      )}
      {queue.status === 'loaded' && queue.groups.length === 0 && <p>{t('reports.empty')}</p>}
      {queue.status === 'loaded' && queue.groups.length > 0 && (
        <>
          <section className="client-errors__scroll" aria-label={t('reports.caption')}>
            <table className="client-errors__table">
              <caption className="visually-hidden">{t('reports.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('reports.columns.target')}</th>
                  <th scope="col">{t('reports.columns.kind')}</th>
                  <th scope="col">{t('reports.columns.count')}</th>
                  <th scope="col">{t('reports.columns.reasons')}</th>
                  <th scope="col">{t('reports.columns.waiting')}</th>
                </tr>
              </thead>
              <tbody>
                {queue.groups.map((group) => (
                  <tr key={`${group.target.kind}:${group.target.ref}`}>
                    <td className="report-queue__target">
                      <Link
                        to={`${url('staff_reports')}?target=${group.target.kind}:${encodeURIComponent(group.target.ref)}`}
                        aria-label={`${t('reports.open')}: ${group.target.label}`}
                      >
                        {group.target.label}
                      </Link>
                    </td>
                    <td>{t(`reports.kinds.${group.target.kind}`)}</td>
                    <td>{group.count}</td>
                    <td>{group.reasons.map((reason) => t(`report.reasons.${reason}`)).join(', ')}</td>
                    <td>
                      <time dateTime={group.firstAt}>{date(group.firstAt)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          {queue.nextAfter !== null && (
            <button type="button" className="button" onClick={loadMore} disabled={queue.loadingMore}>
              {queue.loadingMore ? t('reports.loading') : t('reports.more')}
            </button>
          )}
        </>
      )}
    </>
  );
}
