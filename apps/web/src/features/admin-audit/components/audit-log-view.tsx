import { AUDIT_ACTIONS, AUDIT_GROUPS, type AuditEntry, type AuditGroup, type AuditQuery } from '@coop/contract';
import { formatThaiDate, thaiIsoDate } from '@coop/thai-format';
import { Controller, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { PagedTable } from '@/components/console/paged-table';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-classes';
import type { TableColumn } from '@/components/ui/responsive-table';
import { SubmitButton } from '@/components/ui/submit-button';
import { ThaiDateField } from '@/components/ui/thai-date-field';
import { downloadAuditCsv } from '../api/download-audit-csv';
import { auditLogQuery } from '../api/get-audit';
import { ADMIN_AUDIT_TEXT as t } from '../messages';

const THIS_YEAR = Number(thaiIsoDate(new Date()).slice(0, 4));

const COLUMNS: readonly TableColumn<AuditEntry>[] = [
  { key: 'at', header: t.columns.at, cell: (e) => formatThaiDate(e.at, 'short'), primary: true, nowrap: true },
  { key: 'sentence', header: t.columns.sentence, cell: (e) => <span className="break-words">{e.sentence}</span> },
  { key: 'action', header: t.columns.action, cell: (e) => e.action_name },
  {
    key: 'from',
    header: t.columns.from,
    cell: (e) => (
      <>
        {e.device}
        {e.ip && <span className="block text-sm text-stone-600">{e.ip}</span>}
      </>
    ),
  },
];

/** The action filter: every action by its Thai name under its heading, or a whole heading at once. */
function ActionOptions() {
  const byGroup = Object.entries(AUDIT_ACTIONS).reduce<Partial<Record<AuditGroup, [string, string][]>>>((groups, [code, action]) => {
    (groups[action.group] ??= []).push([code, action.name]);
    return groups;
  }, {});
  return (
    <>
      <option value="">{t.allActions}</option>
      {(Object.entries(AUDIT_GROUPS) as [AuditGroup, string][]).map(([group, heading]) => (
        <optgroup key={group} label={heading}>
          <option value={`${group}.`}>{t.wholeGroup(heading)}</option>
          {byGroup[group]?.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}

type AuditDraft = Record<Exclude<keyof AuditQuery, 'page'>, string>;
const DRAFT_KEYS = ['actor', 'action', 'target', 'from', 'to'] as const;

/** Who, what, on what and between which days; searched on the button, and the same filter downloaded as CSV. */
function AuditFilterForm({ filter, onFilter, searching }: { filter: AuditQuery; onFilter: (filter: AuditQuery) => void; searching: boolean }) {
  const { register, handleSubmit, control } = useForm<AuditDraft>({ defaultValues: Object.fromEntries(DRAFT_KEYS.map((key) => [key, filter[key] ?? ''])) });
  // an empty box filters nothing out; a new filter starts at the first page
  const submit = handleSubmit((draft) => onFilter({ ...Object.fromEntries(DRAFT_KEYS.map((key) => [key, draft[key] || undefined])), page: undefined }));
  const text = (key: 'actor' | 'target', label: string) => (
    <FormField id={`audit-${key}`} label={label}>
      {(a11y) => <input {...a11y} autoCapitalize="none" className={inputClass} {...register(key)} />}
    </FormField>
  );
  const date = (key: 'from' | 'to', label: string) => (
    <Controller
      control={control}
      name={key}
      render={({ field }) => <ThaiDateField id={`audit-${key}`} label={label} value={field.value} onChange={field.onChange} minYear={2020} maxYear={THIS_YEAR} />}
    />
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t.filters} className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6 lg:grid-cols-3">
      {text('actor', t.actor)}
      <FormField id="audit-action" label={t.action}>
        {(a11y) => (
          <select {...a11y} className={inputClass} {...register('action')}>
            <ActionOptions />
          </select>
        )}
      </FormField>
      {text('target', t.target)}
      {date('from', t.from)}
      {date('to', t.to)}
      <div className="flex flex-wrap items-end gap-3 pb-7">
        <SubmitButton pending={searching} label={t.search} pendingLabel={t.searching} fit />
        <button type="button" onClick={() => void downloadAuditCsv(filter).catch(() => undefined)} className={secondaryButtonClass}>
          {t.csv}
        </button>
      </div>
    </form>
  );
}

/** /admin/audit: who did what, when and from where; filtered, paged, and downloadable as CSV. */
export function AuditLogView({ filter, onFilter }: { filter: AuditQuery; onFilter: (filter: AuditQuery) => void }) {
  const log = useQuery(auditLogQuery(filter));
  return (
    <PagedTable
      filter={<AuditFilterForm filter={filter} onFilter={onFilter} searching={log.isFetching} />}
      list={log}
      text={{ loading: t.loading, failed: t.failed, empty: t.empty, caption: t.caption }}
      columns={COLUMNS}
      onPage={(p) => onFilter({ ...filter, page: String(p) })}
    />
  );
}
