import { adminImportEndpoints, type ImportCalendar, type ImportEncoding } from '@coop/contract';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChoiceOptions } from '@/components/console/console-fields';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { FormRefusal } from '@/components/ui/form-refusal';
import { inputClass } from '@/components/ui/input-classes';
import { QueryView } from '@/components/ui/query-view';
import { endpointKey } from '@/lib/http/endpoint-call';
import { importDatasetsQuery } from '../api/get-datasets';
import { importHistoryQuery } from '../api/get-history';
import { importRunQuery } from '../api/get-run';
import { useUploadImport } from '../api/upload-import';
import { ADMIN_IMPORT_TEXT as T } from '../messages';
import { ImportHistory } from './import-history';
import { ImportProgress } from './import-progress';
import { ImportResult } from './import-result';

const ENCODINGS = Object.keys(T.encodings) as ImportEncoding[];
const CALENDARS = Object.keys(T.calendars) as ImportCalendar[];

interface ImportDraft {
  dataset: string;
  files: FileList | undefined;
  encoding: ImportEncoding;
  calendar: ImportCalendar;
}

/**
 * The import page: a file for a dataset; its upload, then its run on the server (queued, then how far its job has
 * gone), followed without a reload; the result with the refused rows; the history.
 */
export function ImportPage() {
  const client = useQueryClient();
  const datasets = useQuery(importDatasetsQuery());
  const upload = useUploadImport();
  const runId = upload.data?.run_id;
  const run = useQuery({ ...importRunQuery(runId ?? ''), enabled: runId !== undefined });
  const ended = run.data?.state === 'ended' ? run.data : undefined;
  const underWay = upload.isPending || (runId !== undefined && !ended);
  const [page, setPage] = useState(1);
  const history = useQuery(importHistoryQuery(page, underWay));
  // the history stops polling as the run ends: asked once more, it shows the run's outcome
  useEffect(() => {
    if (ended) void client.invalidateQueries({ queryKey: endpointKey(adminImportEndpoints.importHistory) });
  }, [client, ended]);
  const { register, handleSubmit, control, setError, clearErrors, formState } = useForm<ImportDraft>({
    defaultValues: { dataset: '', files: undefined, encoding: 'auto', calendar: 'gregorian' },
  });
  const dataset = useWatch({ control, name: 'dataset' });
  const hintId = useId();

  const chosen = datasets.data?.datasets.find((d) => d.name === dataset) ?? datasets.data?.datasets[0];
  const problem = (message: string) => setError('root', { message });
  const submit = handleSubmit(({ files, encoding, calendar }) => {
    const file = files?.[0];
    if (!file) return problem(T.noFile);
    if (!chosen || !datasets.data) return;
    if (file.size > datasets.data.max_bytes) return problem(T.tooLarge(datasets.data.max_bytes));
    upload.reset();
    upload.mutate({ file, dataset: chosen.name, encoding, calendar }, { onError: (error) => problem(error.message) });
  });

  return (
    <div className="space-y-6">
      <QueryView query={datasets} loadingLabel={T.loading} failedTitle={T.failed}>
        {(data) => (
          <form onSubmit={submit} className="space-y-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6" aria-label={T.formTitle}>
            <label className="block">
              <span className="mb-1 block font-semibold">{T.dataset}</span>
              <select className={inputClass} aria-describedby={hintId} disabled={underWay} {...register('dataset')}>
                {data.datasets.map((d) => (
                  <option key={d.name} value={d.name}>
                    {d.title} ({d.name})
                  </option>
                ))}
              </select>
              {chosen && (
                <span id={hintId} className="mt-1 block text-sm break-words text-stone-600">
                  {T.columns(chosen.columns.join(', '))}
                </span>
              )}
            </label>
            <label className="block">
              <span className="mb-1 block font-semibold">{T.file}</span>
              <input
                className={`${inputClass} text-base file:mr-3 file:rounded file:border-0 file:bg-primary-light file:px-3 file:py-1 file:font-semibold file:text-primary`}
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                disabled={underWay}
                {...register('files', { onChange: () => clearErrors('root') })}
              />
              <span className="mt-1 block text-sm text-stone-600">{T.sizeCap(data.max_bytes, data.database)}</span>
            </label>
            <div className="grid gap-4 sm:grid-cols-2">
              <label className="block">
                <span className="mb-1 block font-semibold">{T.encoding}</span>
                <select className={inputClass} disabled={underWay} {...register('encoding')}>
                  <ChoiceOptions choices={ENCODINGS} names={T.encodings} />
                </select>
              </label>
              <label className="block">
                <span className="mb-1 block font-semibold">{T.calendar}</span>
                <select className={inputClass} disabled={underWay} {...register('calendar')}>
                  <ChoiceOptions choices={CALENDARS} names={T.calendars} />
                </select>
                <span className="mt-1 block text-sm text-stone-600">{T.calendarHint}</span>
              </label>
            </div>
            <FormRefusal message={formState.errors.root?.message} />
            <button type="submit" className={`${primaryButtonClass} w-full sm:w-auto`} disabled={underWay}>
              {T.submit}
            </button>
          </form>
        )}
      </QueryView>
      {underWay && <ImportProgress startedAt={upload.submittedAt} upload={upload.progress} run={run.data} />}
      {ended && <ImportResult result={ended} />}
      <ImportHistory history={history} onPage={setPage} />
    </div>
  );
}
