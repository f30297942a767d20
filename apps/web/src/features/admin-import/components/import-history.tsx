import type { ImportHistoryResponse, ImportRun } from '@coop/contract';
import { formatNumber, formatThaiDate } from '@coop/thai-format';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pager } from '@/components/ui/pager';
import { QueryView } from '@/components/ui/query-view';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { ADMIN_IMPORT_TEXT as T } from '../messages';

const count = (n: number) => formatNumber(n, 0);
const OUTCOME_CLASS: Record<ImportRun['outcome'], string> = {
  imported: 'bg-primary-light text-success',
  rejected: 'bg-danger-light text-danger',
  failed: 'bg-stone-200 text-stone-800',
};

const COLUMNS: readonly TableColumn<ImportRun>[] = [
  { key: 'when', header: T.when, primary: true, nowrap: true, cell: (r) => formatThaiDate(r.started_at, 'short', { withTime: true }) },
  { key: 'who', header: T.who, cell: (r) => (r.actor_kind === 'staff' ? r.actor : T.commandLine(r.actor)) },
  { key: 'dataset', header: T.dataset, cell: (r) => r.dataset_title },
  {
    key: 'file',
    header: T.fileColumn,
    cell: (r) => (
      <span className="block min-w-0 text-right lg:text-left">
        <span className="block break-all">{r.file_name}</span>
        <span className="block font-mono text-xs break-all text-stone-500" title="SHA-256">
          {r.file_sha256}
        </span>
      </span>
    ),
  },
  { key: 'rows', header: T.rows, align: 'end', cell: (r) => count(r.rows_read) },
  {
    key: 'outcome',
    header: T.outcome,
    cell: (r) => (
      <span className="block text-right lg:text-left">
        {r.under_way ? (
          <span className="rounded bg-secondary-light px-2 py-0.5 text-sm font-semibold text-secondary">{T.runningNow}</span>
        ) : (
          <span className={`rounded px-2 py-0.5 text-sm font-semibold ${OUTCOME_CLASS[r.outcome]}`}>{T.outcomes[r.outcome]}</span>
        )}
        {r.outcome === 'imported' && (
          <span className="mt-1 flex flex-wrap justify-end gap-x-2 text-sm text-stone-600 lg:justify-start">
            {T.changes(count(r.inserted), count(r.updated), count(r.unchanged), count(r.deleted)).map((part) => (
              <span key={part} className="whitespace-nowrap">
                {part}
              </span>
            ))}
          </span>
        )}
      </span>
    ),
  },
  { key: 'errors', header: T.errorCount, align: 'end', cell: (r) => count(r.error_count) },
];

/** Every import, the console's and the command line's, newest first and paged; the ones queued or running now above. */
export function ImportHistory({ history, onPage }: { history: UseQueryResult<ImportHistoryResponse>; onPage: (page: number) => void }) {
  return (
    <section aria-labelledby="import-history" className="space-y-3">
      <h2 id="import-history" className="text-xl font-bold text-primary">
        {T.historyTitle}
      </h2>
      <QueryView query={history} loadingLabel={T.loading} failedTitle={T.failed}>
        {(data) => (
          <>
            {data.running.map((r) => (
              <p key={r.run_id} className="rounded-2xl bg-white p-4 text-base shadow-sm">
                <span className="mr-2 rounded bg-secondary-light px-2 py-0.5 text-sm font-semibold text-secondary">{r.state === 'queued' ? T.queuedNow : T.runningNow}</span>
                {formatThaiDate(r.started_at, 'short', { withTime: true })} · {r.actor} · {r.dataset_title} · <span className="break-all">{r.file_name}</span>
                {r.state === 'running' && r.phase && <> · {T.serverProgress(T.phases[r.phase], count(r.rows))}</>}
              </p>
            ))}
            {data.runs.length === 0 && data.running.length === 0 && <p className="text-lg text-stone-600">{T.noRuns}</p>}
            {data.runs.length > 0 && <ResponsiveTable caption={T.historyTitle} columns={COLUMNS} rows={data.runs} rowKey={(r) => r.id} />}
            {data.total_pages > 1 && <Pager page={data.page} totalPages={data.total_pages} total={data.total} onPage={onPage} busy={history.isFetching} />}
          </>
        )}
      </QueryView>
    </section>
  );
}
