import type { ImportRowError, ImportRunResponse } from '@coop/contract';
import { formatNumber } from '@coop/thai-format';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { ADMIN_IMPORT_TEXT as T } from '../messages';

const count = (n: number) => formatNumber(n, 0);
const size = (bytes: number) => (bytes < 1024 * 1024 ? `${formatNumber(bytes / 1024, 1)} KB` : `${formatNumber(bytes / (1024 * 1024), 1)} MB`);

const ERROR_COLUMNS: readonly TableColumn<ImportRowError>[] = [
  { key: 'line', header: T.line, cell: (e) => count(e.line), nowrap: true },
  { key: 'column', header: T.column, cell: (e) => e.column || T.wholeFile, nowrap: true },
  { key: 'reason', header: T.reason, cell: (e) => <span className="break-words">{e.reason}</span> },
];

const VERDICT: Record<ImportRunResponse['outcome'], string> = { imported: T.imported, rejected: T.rejected, failed: T.failedRun };

/** The counts of one ended import and, when rows were refused, each refused row's line, column and reason. */
export function ImportResult({ result }: { result: ImportRunResponse }) {
  const ok = result.outcome === 'imported';
  const figures: [string, number][] = [
    [T.rowsRead, result.rows_read],
    [T.inserted, result.inserted],
    [T.updated, result.updated],
    [T.unchanged, result.unchanged],
    [T.deleted, result.deleted],
    [T.rejectedRows, result.rejected_rows],
  ];
  return (
    <section aria-labelledby="import-result" className="space-y-4">
      <h2 id="import-result" className="text-xl font-bold text-primary">
        {T.resultTitle}
      </h2>
      <div className={`rounded-2xl border-2 p-4 ${ok ? 'border-success/40 bg-primary-light' : 'border-danger/30 bg-danger-light'}`}>
        <p role="alert" className={`text-lg font-semibold ${ok ? 'text-success' : 'text-danger'}`}>
          {VERDICT[result.outcome]}
        </p>
        <p className="mt-1 text-base break-all text-stone-700">{T.fileLine(result.file_name, size(result.file_bytes), (result.ms / 1000).toFixed(1))}</p>
        <p className="text-sm break-all text-stone-600">SHA-256 {result.sha256}</p>
        <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-white px-3 py-2">
              <dt className="text-sm text-stone-600">{label}</dt>
              <dd className="text-xl font-bold text-stone-900">{count(value)}</dd>
            </div>
          ))}
        </dl>
      </div>
      {result.errors.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-lg font-bold text-danger">{T.errorsTitle}</h3>
          {result.error_count > result.errors.length && <p className="text-base text-stone-700">{T.errorsShown(count(result.errors.length), count(result.error_count))}</p>}
          <ResponsiveTable caption={T.errorsTitle} columns={ERROR_COLUMNS} rows={result.errors} rowKey={(e) => `${e.line}:${e.column}:${e.reason}`} />
        </div>
      )}
    </section>
  );
}
