import { useMutation } from '@tanstack/react-query';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';
import { downloadReport, type ReportDownload } from '../api/download-report';
import { REPORT_TEXT } from '../messages';
import type { ReportMonth } from './report-month-frame';

/** Downloads one file of the month's report; a failure is toasted by the client (spec 8). */
export function DownloadButton({ file, month, label }: { file: ReportDownload; month: ReportMonth; label: string }) {
  const download = useMutation({ mutationFn: () => downloadReport(file, month) });
  return (
    <button type="button" onClick={() => download.mutate()} disabled={download.isPending} className={secondaryButtonClass}>
      {download.isPending && <Spinner className="size-5" />}
      {download.isPending ? REPORT_TEXT.downloading : label}
    </button>
  );
}
