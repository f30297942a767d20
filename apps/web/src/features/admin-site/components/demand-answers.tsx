import { DEMAND_STATUSES, DEMAND_STATUS_NAMES, DEMAND_TYPE_NAMES, type AdminDemandResponse, type DemandStatus } from '@coop/contract';
import { formatThaiDate } from '@coop/thai-format';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { ChoiceFilter } from '@/components/console/choice-filter';
import { ChoiceOptions, LabeledField } from '@/components/console/console-fields';
import { FilteredPagedList } from '@/components/console/filtered-paged-list';
import { ItemForm } from '@/components/console/item-form';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { inputClass } from '@/components/ui/input-classes';
import { QueryView } from '@/components/ui/query-view';
import { useFilteredPages } from '@/lib/paging/use-filtered-pages';
import { useAnswerDemand } from '../api/answer-demand';
import { adminDemandQuery, adminDemandsQuery } from '../api/get-demands';
import { ADMIN_SITE_TEXT as T } from '../messages';

const when = (iso: string) => formatThaiDate(iso, 'short', { withTime: true });

function AnswerForm({ demand, onDone }: { demand: AdminDemandResponse['demand']; onDone: () => void }) {
  const { register, handleSubmit } = useForm<{ status: DemandStatus; answer: string }>({
    defaultValues: { status: demand.answer ? demand.status : 'answered', answer: demand.answer ?? '' },
  });
  const save = useAnswerDemand();
  const submit = handleSubmit(({ status, answer }) => save.mutate({ id: demand.id, status, answer }, { onSuccess: onDone }));
  return (
    <ItemForm onSubmit={submit} busy={save.isPending} onCancel={onDone} className="mt-3 space-y-3 border-t border-stone-200 pt-3">
      <p className="whitespace-pre-line break-words text-stone-800">{demand.body}</p>
      <dl className="grid gap-x-3 text-stone-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{T.contact}</dt>
        <dd className="break-all">{[demand.contact_name, demand.phone, demand.email].filter(Boolean).join(' · ')}</dd>
      </dl>
      <LabeledField label={T.answer}>
        <textarea className={`${inputClass} min-h-32`} maxLength={20_000} {...register('answer')} />
      </LabeledField>
      <LabeledField label={T.status}>
        <select className={inputClass} {...register('status')}>
          <ChoiceOptions choices={DEMAND_STATUSES} names={DEMAND_STATUS_NAMES} />
        </select>
      </LabeledField>
    </ItemForm>
  );
}

function Demand({ id, onDone }: { id: number; onDone: () => void }) {
  const demand = useQuery(adminDemandQuery(id));
  return (
    <QueryView query={demand} loadingLabel={T.loading} failedTitle={T.failed}>
      {(data) => <AnswerForm demand={data.demand} onDone={onDone} />}
    </QueryView>
  );
}

/** Demands newest first, by status; one opens in place with its contact details and the answer form. */
export function DemandAnswers() {
  const { page, setPage, filter: status, setFilter: setStatus } = useFilteredPages<DemandStatus | undefined>(undefined);
  const [open, setOpen] = useState<number | undefined>();
  const demands = useQuery(adminDemandsQuery(page, status));
  return (
    <FilteredPagedList
      filter={<ChoiceFilter label={T.status} allLabel={T.allStatuses} choices={DEMAND_STATUSES} names={DEMAND_STATUS_NAMES} value={status} onChange={setStatus} />}
      list={demands}
      text={{ loading: T.loading, failed: T.failed, empty: T.noDemands }}
      onPage={setPage}
      renderItem={(d) => (
        <>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-lg font-semibold break-words">{d.title}</p>
              <p className="text-sm text-stone-600">
                {DEMAND_TYPE_NAMES[d.demand_type]} · {when(d.created_at)} ·{' '}
                <span className={d.status === 'answered' ? 'text-green-800' : 'text-amber-800'}>{DEMAND_STATUS_NAMES[d.status]}</span>
              </p>
            </div>
            <button type="button" className={secondaryButtonClass} aria-expanded={open === d.id} onClick={() => setOpen(open === d.id ? undefined : d.id)}>
              {open === d.id ? T.closeDemand : T.openDemand}
            </button>
          </div>
          {open === d.id && <Demand id={d.id} onDone={() => setOpen(undefined)} />}
        </>
      )}
    />
  );
}
