import type { AuditEntry } from '@kingside/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { AuditTable } from './AuditTable';
import { StaffListPage } from './StaffListPage';
import { fetchAudit } from './staff-members.api';
import '../../lib/i18n/locales/en.staff';

/** `/staff/audit`: what staff did to members (closures, reopenings, impersonation), newest first. */
export function AuditPage() {
  const { t } = useTranslation();
  const { http } = useServices();
  useDocumentTitle('staff_audit');
  const load = useCallback(
    async (before: number | null, signal?: AbortSignal) => {
      const page = await fetchAudit(http, before, signal);
      return { items: page.entries, nextBefore: page.nextBefore };
    },
    [http],
  );
  return (
    <StaffListPage<AuditEntry> section="audit" load={load}>
      {(entries) => <AuditTable entries={entries} caption={t('staff.audit.caption')} />}
    </StaffListPage>
  );
}
