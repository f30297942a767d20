import type { SignInEntry, SignInQuery } from '@coop/contract';
import { formatThaiDate, thaiIsoDate } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { PagedTable } from '@/components/console/paged-table';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-classes';
import type { TableColumn } from '@/components/ui/responsive-table';
import { StatusPill } from '@/components/ui/status-pill';
import { SubmitButton } from '@/components/ui/submit-button';
import { ThaiDateField } from '@/components/ui/thai-date-field';
import { signInLogQuery } from '../api/get-sign-ins';
import { ADMIN_AUDIT_TEXT as t } from '../messages';

const THIS_YEAR = Number(thaiIsoDate(new Date()).slice(0, 4));
const s = t.signIns;

const COLUMNS: readonly TableColumn<SignInEntry>[] = [
  { key: 'at', header: t.columns.at, cell: (e) => formatThaiDate(e.at, 'short', { withTime: true }), primary: true, nowrap: true },
  {
    key: 'sentence',
    header: t.columns.sentence,
    // one element, so the phone's card layout keeps the mark with its sentence
    cell: (e) => (
      <span className="break-words">
        {e.sentence}
        {!e.succeeded && (
          <>
            {' '}
            <StatusPill tone="bg-red-100 text-red-900">{s.failed}</StatusPill>
          </>
        )}
      </span>
    ),
  },
  {
    key: 'from',
    header: t.columns.from,
    cell: (e) => (
      <>
        {e.device}
        <span className="block text-sm text-stone-600">{e.ip}</span>
      </>
    ),
  },
];

type SignInDraft = Record<Exclude<keyof SignInQuery, 'page'>, string>;
const DRAFT_KEYS = ['area', 'subject', 'outcome', 'from', 'to'] as const;

/** Whose account, which area, good or refused, between which days; searched on the button. */
function SignInFilterForm({ filter, onFilter, searching }: { filter: SignInQuery; onFilter: (filter: SignInQuery) => void; searching: boolean }) {
  const { register, handleSubmit, control } = useForm<SignInDraft>({ defaultValues: Object.fromEntries(DRAFT_KEYS.map((key) => [key, filter[key] ?? ''])) });
  const submit = handleSubmit((draft) => onFilter({ ...Object.fromEntries(DRAFT_KEYS.map((key) => [key, draft[key] || undefined])), page: undefined }));
  const date = (key: 'from' | 'to', label: string) => (
    <Controller
      control={control}
      name={key}
      render={({ field }) => <ThaiDateField id={`sign-in-${key}`} label={label} value={field.value} onChange={field.onChange} minYear={2020} maxYear={THIS_YEAR} />}
    />
  );
  return (
    <form onSubmit={submit} noValidate aria-label={s.filters} className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6 lg:grid-cols-3">
      <FormField id="sign-in-subject" label={s.subject}>
        {(a11y) => <input {...a11y} inputMode="numeric" className={inputClass} {...register('subject')} />}
      </FormField>
      <FormField id="sign-in-area" label={s.area}>
        {(a11y) => (
          <select {...a11y} className={inputClass} {...register('area')}>
            <option value="">{s.allAreas}</option>
            <option value="member">{s.members}</option>
            <option value="membergroup">{s.groups}</option>
          </select>
        )}
      </FormField>
      <FormField id="sign-in-outcome" label={s.outcome}>
        {(a11y) => (
          <select {...a11y} className={inputClass} {...register('outcome')}>
            <option value="">{s.allOutcomes}</option>
            <option value="sign-in">{s.succeeded}</option>
            <option value="sign-in-failed">{s.failed}</option>
          </select>
        )}
      </FormField>
      {date('from', t.from)}
      {date('to', t.to)}
      <div className="flex flex-wrap items-end gap-3 pb-7">
        <SubmitButton pending={searching} label={t.search} pendingLabel={t.searching} fit />
      </div>
    </form>
  );
}

/** The audit log's sign-in view: every member and member-group sign-in, good or refused (decision 078). */
export function SignInLogView({ filter, onFilter }: { filter: SignInQuery; onFilter: (filter: SignInQuery) => void }) {
  const log = useQuery(signInLogQuery(filter));
  return (
    <PagedTable
      filter={<SignInFilterForm filter={filter} onFilter={onFilter} searching={log.isFetching} />}
      list={log}
      text={{ loading: t.loading, failed: t.failed, empty: t.empty, caption: s.caption }}
      columns={COLUMNS}
      onPage={(p) => onFilter({ ...filter, page: String(p) })}
    />
  );
}
