import type { AuditEntry, AuditQuery } from '@coop/contract';
import { formatThaiDate, thaiIsoDate } from '@coop/thai-format';
import { type FormEvent, useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-classes';
import { Pager } from '@/components/ui/pager';
import { QueryView } from '@/components/ui/query-view';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { SubmitButton } from '@/components/ui/submit-button';
import { ThaiDateField } from '@/components/ui/thai-date-field';
import { downloadAuditCsv } from '../api/download-audit-csv';
import { useAuditLog } from '../api/get-audit';
import { ADMIN_AUDIT_TEXT as t } from '../messages';

const THIS_YEAR = Number(thaiIsoDate(new Date()).slice(0, 4));

function Change({ entry }: { entry: AuditEntry }) {
  const show = (value: unknown) => (value === null || value === undefined ? undefined : JSON.stringify(value));
  const before = show(entry.before);
  const after = show(entry.after);
  return (
    <div className="max-w-md text-sm break-words text-stone-700">
      {before && (
        <p>
          <span className="font-semibold">{t.before}:</span> {before}
        </p>
      )}
      {after && (
        <p>
          <span className="font-semibold">{t.after}:</span> {after}
        </p>
      )}
    </div>
  );
}

const COLUMNS: readonly TableColumn<AuditEntry>[] = [
  { key: 'at', header: t.columns.at, cell: (e) => formatThaiDate(e.at, 'short', { withTime: true }), primary: true, nowrap: true },
  { key: 'actor', header: t.columns.actor, cell: (e) => e.actor },
  { key: 'action', header: t.columns.action, cell: (e) => e.action, nowrap: true },
  { key: 'target', header: t.columns.target, cell: (e) => e.target },
  { key: 'change', header: t.columns.change, cell: (e) => <Change entry={e} /> },
  { key: 'ip', header: t.columns.from, cell: (e) => e.ip, nowrap: true },
];

/** /admin/audit: who did what, when and from where; filtered, paged, and downloadable as CSV. */
export function AuditLogView({ filter, onFilter }: { filter: AuditQuery; onFilter: (filter: AuditQuery) => void }) {
  const log = useAuditLog(filter);
  const [draft, setDraft] = useState<AuditQuery>(filter);
  const set = (key: keyof AuditQuery) => (value: string) => setDraft((d) => ({ ...d, [key]: value || undefined }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onFilter({ ...draft, page: undefined });
  };
  const text = (key: 'actor' | 'action' | 'target', label: string) => (
    <FormField id={`audit-${key}`} label={label}>
      {(a11y) => <input {...a11y} autoCapitalize="none" value={draft[key] ?? ''} onChange={(e) => set(key)(e.target.value)} className={inputClass} />}
    </FormField>
  );
  return (
    <div className="space-y-4">
      <form onSubmit={submit} noValidate aria-label={t.filters} className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6 lg:grid-cols-3">
        {text('actor', t.actor)}
        {text('action', t.action)}
        {text('target', t.target)}
        <ThaiDateField id="audit-from" label={t.from} value={draft.from ?? ''} onChange={set('from')} minYear={2020} maxYear={THIS_YEAR} />
        <ThaiDateField id="audit-to" label={t.to} value={draft.to ?? ''} onChange={set('to')} minYear={2020} maxYear={THIS_YEAR} />
        <div className="flex flex-wrap items-end gap-3 pb-7">
          <SubmitButton pending={log.isFetching} label={t.search} pendingLabel={t.searching} fit />
          <button type="button" onClick={() => void downloadAuditCsv(filter).catch(() => undefined)} className={secondaryButtonClass}>
            {t.csv}
          </button>
        </div>
      </form>
      <QueryView query={log} loadingLabel={t.loading} failedTitle={t.failed}>
        {(page) =>
          page.total === 0 ? (
            <EmptyState title={t.empty} />
          ) : (
            <>
              <ResponsiveTable caption={t.caption} columns={COLUMNS} rows={page.data} rowKey={(e) => e.id} />
              {page.total_pages > 1 && (
                <Pager page={page.page} totalPages={page.total_pages} total={page.total} onPage={(p) => onFilter({ ...filter, page: String(p) })} busy={log.isFetching} />
              )}
            </>
          )
        }
      </QueryView>
    </div>
  );
}
