import type { AuditQuery } from '@coop/contract';
import { useSearchParams } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { AuditLogView } from '@/features/admin-audit/components/audit-log-view';
import { ADMIN_AUDIT_TEXT } from '@/features/admin-audit/messages';

const KEYS = ['page', 'actor', 'action', 'target', 'from', 'to'] as const;

/** /admin/audit: the filter lives in the address, so a filtered view can be reloaded or sent to a colleague. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const filter: AuditQuery = Object.fromEntries(KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : [])));
  return (
    <>
      <PageTitle page={ADMIN_AUDIT_TEXT.title} />
      <PageHeading subtitle={ADMIN_AUDIT_TEXT.intro}>{ADMIN_AUDIT_TEXT.title}</PageHeading>
      <AuditLogView
        key={JSON.stringify(filter)}
        filter={filter}
        onFilter={(next) => setParams(Object.entries(next).filter(([, v]) => v) as [string, string][])}
      />
    </>
  );
}
