import { CSV_ENCODINGS, type GroupSummary, PAYROLL_FIELD_NAMES, PAYROLL_FIELDS, type PayrollLayout, type PayrollLayoutResponse } from '@coop/contract';
import { formatThaiDate } from '@coop/thai-format';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useFieldArray, useForm } from 'react-hook-form';
import { ChoiceOptions, LabeledField } from '@/components/console/console-fields';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { inputClass } from '@/components/ui/input-classes';
import { QueryView } from '@/components/ui/query-view';
import { downloadPayroll, payrollLayoutQuery, useSavePayrollLayout } from '../api/payroll-layout';
import { ADMIN_GROUPS_TEXT as t } from '../messages';

const small = `${secondaryButtonClass} min-h-11 px-3`;

/** A unit's payroll file: the columns its payroll system reads, in order, the CSV's encoding, and the newest month's file. */
export function PayrollLayoutPanel({ group, onClose }: { group: GroupSummary; onClose: () => void }) {
  const layout = useQuery(payrollLayoutQuery(group.member_group_no));
  return (
    <section aria-label={t.payrollTitle(group.name)} className="mt-3 border-t border-stone-200 pt-3">
      <h3 className="text-lg font-bold text-primary-dark">{t.payrollTitle(group.name)}</h3>
      <p className="mt-1 text-base text-stone-700">{t.payrollHelp}</p>
      <QueryView query={layout} loadingLabel={t.payrollLoading} failedTitle={t.payrollFailed}>
        {(data) => <LayoutForm group={group} data={data} onClose={onClose} />}
      </QueryView>
    </section>
  );
}

function origin(data: PayrollLayoutResponse): string {
  if (!data.custom) return t.payrollDefault;
  if (data.inherited_from) return t.payrollInherited(data.inherited_from);
  return t.payrollOwn(data.updated_by ?? '', formatThaiDate(data.updated_at, 'short', { withTime: true }));
}

function LayoutForm({ group, data, onClose }: { group: GroupSummary; data: PayrollLayoutResponse; onClose: () => void }) {
  const { register, control, handleSubmit, formState } = useForm<PayrollLayout>({ defaultValues: data.layout });
  const columns = useFieldArray({ control, name: 'columns' });
  const save = useSavePayrollLayout();
  const download = useMutation({ mutationFn: (format: 'csv' | 'xlsx') => downloadPayroll(group.member_group_no, format) });
  const submit = handleSubmit((layout) => save.mutate({ groupNo: group.member_group_no, layout: { ...layout, columns: layout.columns.map((c) => ({ ...c, header: c.header.trim() })) } }));
  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-4">
      <p className="text-base text-stone-600">{origin(data)}</p>
      <ol className="space-y-3">
        {columns.fields.map((column, i) => {
          const error = formState.errors.columns?.[i]?.header;
          return (
            <li key={column.id} className="rounded-xl border border-stone-200 p-3">
              <p className="mb-2 font-semibold text-stone-900">{t.column(i + 1)}</p>
              <div className="grid gap-3 sm:grid-cols-2">
                <LabeledField label={t.columnField}>
                  <select className={inputClass} {...register(`columns.${i}.field`)}>
                    <ChoiceOptions choices={PAYROLL_FIELDS} names={PAYROLL_FIELD_NAMES} />
                  </select>
                </LabeledField>
                <LabeledField label={t.columnHeader}>
                  <input className={inputClass} maxLength={60} aria-invalid={!!error} {...register(`columns.${i}.header`, { validate: (v) => v.trim() !== '' || t.needHeader })} />
                  {error && <span className="mt-1 block text-base text-danger">{error.message}</span>}
                </LabeledField>
              </div>
              <div className="mt-2 flex flex-wrap gap-2">
                <button type="button" className={small} disabled={i === 0} onClick={() => columns.move(i, i - 1)} aria-label={`${t.moveUp} ${t.column(i + 1)}`}>
                  ↑
                </button>
                <button type="button" className={small} disabled={i === columns.fields.length - 1} onClick={() => columns.move(i, i + 1)} aria-label={`${t.moveDown} ${t.column(i + 1)}`}>
                  ↓
                </button>
                <button type="button" className={small} disabled={columns.fields.length === 1} onClick={() => columns.remove(i)} aria-label={`${t.removeColumn} ${t.column(i + 1)}`}>
                  {t.removeColumn}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {columns.fields.length < 20 && (
        <button type="button" className={secondaryButtonClass} onClick={() => columns.append({ field: 'amount', header: PAYROLL_FIELD_NAMES.amount })}>
          {t.addColumn}
        </button>
      )}
      <LabeledField label={t.encoding}>
        <select className={inputClass} {...register('csv_encoding')}>
          <ChoiceOptions choices={CSV_ENCODINGS} names={t.encodings} />
        </select>
      </LabeledField>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
          {save.isPending ? t.saving : t.saveLayout}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onClose}>
          {t.cancel}
        </button>
      </div>
      <div className="flex flex-wrap items-center gap-3 border-t border-stone-200 pt-3">
        <span className="text-base font-semibold text-stone-800">{t.downloadLatest}</span>
        <button type="button" className={secondaryButtonClass} disabled={download.isPending} onClick={() => download.mutate('csv')}>
          {t.downloadCsv}
        </button>
        <button type="button" className={secondaryButtonClass} disabled={download.isPending} onClick={() => download.mutate('xlsx')}>
          {t.downloadXlsx}
        </button>
      </div>
    </form>
  );
}
