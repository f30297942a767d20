import { formatThaiDate } from '@coop/thai-format';
import { downloadStatement, type StatementFileRef } from '@/lib/statement/download-statement';
import { DownloadButton } from './download-button';
import { UI_TEXT } from './ui-text';

interface StatementDownloadProps {
  file: StatementFileRef;
  /** The period the list shows, ISO days, both included. */
  from: string;
  to: string;
}

/**
 * The period on screen as a file: a PDF the cooperative's record vouches for (with its code and QR) or a workbook to
 * sum and filter. The member picks the period with the statement's own date range above.
 */
export function StatementDownload({ file, from, to }: StatementDownloadProps) {
  const t = UI_TEXT.statementFile;
  const period = t.period(formatThaiDate(from, 'short'), formatThaiDate(to, 'short'));
  return (
    <section aria-labelledby="statement-file-title" className="mb-4 rounded-2xl bg-white p-4 shadow-sm">
      <h3 id="statement-file-title" className="text-lg font-bold text-primary">
        {t.title}
      </h3>
      <p className="mt-1 text-base text-stone-700">
        {t.hint} <span className="font-semibold text-stone-900">{period}</span>
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:gap-3">
        <DownloadButton label={t.pdf} document={`${t.document} ${period}`} download={() => downloadStatement(file, 'pdf', from, to)} />
        <DownloadButton label={t.xlsx} variant="secondary" document={`${t.document} ${period}`} download={() => downloadStatement(file, 'xlsx', from, to)} />
      </div>
    </section>
  );
}
