import type { AuditEntry } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import '../../lib/i18n/locales/en.staff';

/** The audit log as a table: when, who, what, to whom, and the details (the reason of a closure). */
export function AuditTable({ entries, caption }: { entries: AuditEntry[]; caption: string }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="client-errors__scroll" aria-label={caption}>
      <table className="client-errors__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staff.audit.columns.time')}</th>
            <th scope="col">{t('staff.audit.columns.actor')}</th>
            <th scope="col">{t('staff.audit.columns.action')}</th>
            <th scope="col">{t('staff.audit.columns.target')}</th>
            <th scope="col">{t('staff.audit.columns.details')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.at}>
                  {new Date(entry.at).toLocaleString(i18n.language, {
                    dateStyle: 'short',
                    timeStyle: 'medium',
                  })}
                </time>
              </td>
              <td>{entry.actor ?? t('staff.audit.cli')}</td>
              <td>{t(`staff.audit.actions.${entry.action}`)}</td>
              {/* A coupon's entries name the code, not a member. */}
              <td>{entry.target ?? (typeof entry.details.code === 'string' ? entry.details.code : '—')}</td>
              <td>
                {typeof entry.details.reason === 'string'
                  ? t(`staff.members.reasons.${entry.details.reason}`, { defaultValue: entry.details.reason })
                  : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
