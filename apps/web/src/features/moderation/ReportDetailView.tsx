import type { ReportDetail, ReportEntry, ReportTargetKind } from '@kingside/contract';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services';
import { useRouteUrl } from '../../app/useLanguage';
import { errorStatus } from '../../lib/server-error';
import { fetchReportDetail } from './moderation.api';
import { ReportDecision } from './ReportDecision';
import '../../lib/i18n/locales/en.moderation';

type Detail =
  | { status: 'loading' }
  | { status: 'forbidden' | 'failed' | 'missing' }
  | { status: 'loaded'; detail: ReportDetail };

/** One target's reports: what was reported, what the member did lately, what was decided before. */
export function ReportDetailView({ kind, reference }: { kind: ReportTargetKind; reference: string }) {
  const { t, i18n } = useTranslation();
  const { http } = useServices();
  const url = useRouteUrl();
  const [state, setState] = useState<Detail>({ status: 'loading' });
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(
    (signal?: AbortSignal) =>
      fetchReportDetail(http, kind, reference, signal).then(
        (detail) => setState({ status: 'loaded', detail }),
        (error: unknown) => {
          if (signal?.aborted) return;
          const status = errorStatus(error);
          setState({
            status: status === 403 || status === 401 ? 'forbidden' : status === 404 ? 'missing' : 'failed',
          });
        },
      ),
    [http, kind, reference],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const date = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const back = (
    <p>
      <Link to={url('staff_reports')}>{t('reports.back')}</Link>
    </p>
  );
  if (state.status === 'loading') return <p aria-busy="true">{t('reports.loading')}</p>;
  if (state.status !== 'loaded') {
    const text = state.status === 'missing' ? t('reports.resolvedNone') : t(`reports.${state.status}`);
    return (
      <>
        {back}
        <div className="notice" role="alert">
          {text}
        </div>
      </>
    );
  }
  const { detail } = state;
  const entries = (list: ReportEntry[]) => (
    <ul className="report-list">
      {list.map((entry) => (
        <li key={entry.id}>
          <strong>{t(`report.reasons.${entry.reason}`)}</strong>
          {entry.details && <span>{entry.details}</span>}
          <span className="report-list__meta">
            {t('reports.reporter', { username: entry.reporter ?? '—' })} ·{' '}
            <time dateTime={entry.at}>{date(entry.at)}</time>
            {entry.outcome &&
              ` · ${t('reports.outcome', {
                outcome: t(`reports.outcomes.${entry.outcome}`),
                username: entry.resolvedBy ?? '—',
              })}`}
          </span>
        </li>
      ))}
    </ul>
  );

  return (
    <div className="report-detail">
      {back}
      <h1>{t('reports.detailTitle', { label: detail.target.label })}</h1>
      {detail.target.closed && <p className="notice">{t('reports.closedAccount')}</p>}
      {detail.mutedUntil && (
        <p className="notice">{t('reports.mutedUntil', { date: date(detail.mutedUntil) })}</p>
      )}
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <div className="report-detail__grid">
        <section className="report-detail__panel" aria-labelledby="open-reports">
          <h2 id="open-reports">{t('reports.openReports')}</h2>
          {detail.open.length === 0 ? <p>{t('reports.resolvedNone')}</p> : entries(detail.open)}
        </section>
        {detail.open.length > 0 && (
          <section className="report-detail__panel" aria-labelledby="report-decision">
            <h2 id="report-decision">{t('reports.decide')}</h2>
            <ReportDecision
              target={detail.target}
              onDone={(message) => {
                setNotice(message);
                void load();
              }}
            />
          </section>
        )}
      </div>
      {detail.target.kind === 'user' && (
        <div className="report-detail__grid">
          <section className="report-detail__panel" aria-labelledby="recent-games">
            <h2 id="recent-games">{t('reports.games')}</h2>
            {detail.recentGames.length === 0 ? (
              <p>{t('reports.noGames')}</p>
            ) : (
              <ul className="report-list">
                {detail.recentGames.map((game) => (
                  <li key={game.id}>
                    <Link to={url('game', { id: game.id })}>
                      {t('reports.gameLine', {
                        result: t(`reports.results.${game.result}`),
                        color: t(`reports.colors.${game.color}`),
                        opponent: game.opponent,
                        speed: game.speed,
                      })}
                    </Link>
                    <time className="report-list__meta" dateTime={game.endedAt}>
                      {date(game.endedAt)}
                    </time>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="report-detail__panel" aria-labelledby="recent-messages">
            <h2 id="recent-messages">{t('reports.messages')}</h2>
            {detail.recentMessages.length === 0 ? (
              <p>{t('reports.noMessages')}</p>
            ) : (
              <ul className="report-list">
                {detail.recentMessages.map((message) => (
                  <li key={message.id}>
                    <span>{message.body}</span>
                    <span className="report-list__meta">
                      {t('reports.to', { username: message.toUsername })} ·{' '}
                      <time dateTime={message.createdAt}>{date(message.createdAt)}</time>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
      <section className="report-detail__panel" aria-labelledby="prior-reports">
        <h2 id="prior-reports">{t('reports.prior')}</h2>
        {detail.prior.length === 0 ? <p>{t('reports.noPrior')}</p> : entries(detail.prior)}
      </section>
    </div>
  );
}
