import { DEMAND_STATUSES, DEMAND_STATUS_NAMES, DEMAND_TYPE_NAMES, type AdminDemandResponse, type DemandStatus } from '@coop/contract';
import { formatThaiDate } from '@coop/thai-format';
import { type FormEvent, useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { inputClass } from '@/components/ui/input-classes';
import { Pager } from '@/components/ui/pager';
import { QueryView } from '@/components/ui/query-view';
import { useAnswerDemand } from '../api/answer-demand';
import { useAdminDemand, useAdminDemands } from '../api/get-demands';
import { ADMIN_SITE_TEXT as T } from '../messages';

const when = (iso: string) => formatThaiDate(iso, 'short', { withTime: true });

function AnswerForm({ demand, onDone }: { demand: AdminDemandResponse['demand']; onDone: () => void }) {
  const [status, setStatus] = useState<DemandStatus>(demand.answer ? demand.status : 'answered');
  const [answer, setAnswer] = useState(demand.answer ?? '');
  const save = useAnswerDemand();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: demand.id, status, answer }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="mt-3 space-y-3 border-t border-stone-200 pt-3">
      <p className="whitespace-pre-line break-words text-stone-800">{demand.body}</p>
      <dl className="grid gap-x-3 text-stone-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{T.contact}</dt>
        <dd className="break-all">{[demand.contact_name, demand.phone, demand.email].filter(Boolean).join(' · ')}</dd>
      </dl>
      <label className="block">
        <span className="mb-1 block font-semibold">{T.answer}</span>
        <textarea className={`${inputClass} min-h-32`} value={answer} maxLength={20_000} onChange={(e) => setAnswer(e.target.value)} />
      </label>
      <label className="block">
        <span className="mb-1 block font-semibold">{T.status}</span>
        <select className={inputClass} value={status} onChange={(e) => setStatus(e.target.value as DemandStatus)}>
          {DEMAND_STATUSES.map((s) => (
            <option key={s} value={s}>
              {DEMAND_STATUS_NAMES[s]}
            </option>
          ))}
        </select>
      </label>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
          {T.save}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onDone}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}

function Demand({ id, onDone }: { id: number; onDone: () => void }) {
  const demand = useAdminDemand(id);
  return (
    <QueryView query={demand} loadingLabel={T.loading} failedTitle={T.failed}>
      {(data) => <AnswerForm demand={data.demand} onDone={onDone} />}
    </QueryView>
  );
}

/** Demands newest first, by status; one opens in place with its contact details and the answer form. */
export function DemandAnswers() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<DemandStatus | undefined>();
  const [open, setOpen] = useState<number | undefined>();
  const demands = useAdminDemands(page, status);
  return (
    <div className="space-y-4">
      <label className="block max-w-xs">
        <span className="mb-1 block font-semibold">{T.status}</span>
        <select
          className={inputClass}
          value={status ?? ''}
          onChange={(e) => {
            setStatus((e.target.value || undefined) as DemandStatus | undefined);
            setPage(1);
          }}
        >
          <option value="">{T.allStatuses}</option>
          {DEMAND_STATUSES.map((s) => (
            <option key={s} value={s}>
              {DEMAND_STATUS_NAMES[s]}
            </option>
          ))}
        </select>
      </label>
      <QueryView query={demands} loadingLabel={T.loading} failedTitle={T.failed}>
        {(data) => (
          <>
            {data.items.length === 0 && <p className="text-lg text-stone-600">{T.noDemands}</p>}
            <ol className="space-y-3">
              {data.items.map((d) => (
                <li key={d.id} className="rounded-2xl bg-white p-4 shadow-sm">
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
                </li>
              ))}
            </ol>
            {data.total_pages > 1 && <Pager page={page} totalPages={data.total_pages} total={data.total} onPage={setPage} busy={demands.isFetching} />}
          </>
        )}
      </QueryView>
    </div>
  );
}
