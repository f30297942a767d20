import type { DeadJob, JobNameHealth } from '@coop/contract';
import { formatNumber, formatThaiDate } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { TitledSection } from '@/components/ui/titled-section';
import { jobHealthQuery } from '../api/get-job-health';
import { useRetryJob } from '../api/retry-job';
import { ADMIN_JOBS_TEXT as T } from '../messages';

const nameOf = (name: string) => T.names[name] ?? name;

const NAME_COLUMNS: readonly TableColumn<JobNameHealth>[] = [
  { key: 'name', header: T.name, cell: (r) => nameOf(r.name), primary: true },
  { key: 'waiting', header: T.waiting, cell: (r) => formatNumber(r.waiting), align: 'end' },
  { key: 'running', header: T.running, cell: (r) => formatNumber(r.running), align: 'end' },
  { key: 'dead', header: T.dead, cell: (r) => <span className={r.dead > 0 ? 'font-semibold text-danger' : undefined}>{formatNumber(r.dead)}</span>, align: 'end' },
  { key: 'oldest', header: T.oldest, cell: (r) => (r.oldest_waiting_seconds === null ? T.notDue : T.ago(r.oldest_waiting_seconds)), align: 'end', nowrap: true },
  { key: 'error', header: T.lastError, cell: (r) => <span className="break-words">{r.last_error ?? T.noError}</span> },
];

function RetryButton({ job }: { job: DeadJob }) {
  const retry = useRetryJob();
  return (
    <ConfirmButton question={T.retryQuestion} confirmLabel={T.retry} className={secondaryButtonClass} disabled={retry.isPending} onConfirm={() => retry.mutate(job.id)}>
      {T.retry}
    </ConfirmButton>
  );
}

const DEAD_COLUMNS: readonly TableColumn<DeadJob>[] = [
  { key: 'name', header: T.name, cell: (r) => nameOf(r.name), primary: true },
  { key: 'at', header: T.diedAt, cell: (r) => formatThaiDate(r.finished_at, 'short', { withTime: true }), nowrap: true },
  { key: 'attempts', header: T.attempts, cell: (r) => T.times(r.attempts), align: 'end', nowrap: true },
  { key: 'error', header: T.lastError, cell: (r) => <span className="break-words">{r.last_error ?? T.noError}</span> },
  { key: 'retry', header: T.retry, cell: (r) => <RetryButton job={r} /> },
];

/** /admin/jobs: per kind of job how many wait, run and failed, the oldest wait and the last error; dead jobs to retry. */
export function JobHealth() {
  const health = useQuery(jobHealthQuery());
  return (
    <QueryView query={health} loadingLabel={T.loading} failedTitle={T.failed}>
      {(data) => (
        <div className="space-y-8">
          {data.names.length === 0 ? (
            <EmptyState title={T.none} />
          ) : (
            <ResponsiveTable caption={T.caption} columns={NAME_COLUMNS} rows={data.names} rowKey={(r) => r.name} />
          )}
          <TitledSection title={T.deadTitle}>
            {data.dead_jobs.length === 0 ? (
              <EmptyState title={T.noDead} />
            ) : (
              <ResponsiveTable caption={T.deadCaption} columns={DEAD_COLUMNS} rows={data.dead_jobs} rowKey={(r) => r.id} />
            )}
          </TitledSection>
        </div>
      )}
    </QueryView>
  );
}
