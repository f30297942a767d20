import { useMutation } from '@tanstack/react-query';
import { primaryButtonClass, secondaryButtonClass } from './button-classes';
import { CheckIcon } from './icons';
import { Spinner } from './spinner';
import { UI_TEXT } from './ui-text';

interface DownloadButtonProps {
  label: string;
  /** Which document, for a screen reader and for the "ready" line (ใบเสร็จรับเงินเดือนตุลาคม 2569, say). */
  document: string;
  /** Fetches the file and hands it to the browser; it reports its own failures (spec 8). */
  download: () => Promise<void>;
  variant?: 'primary' | 'secondary';
  className?: string;
}

/**
 * A download that shows it is working: a file is prepared on the server before the browser sees any of it, which on a
 * phone can take seconds. While it runs the button is disabled and says "กำลังเตรียมไฟล์…" with a spinner; then a
 * line under it says the file is ready and where it went, and says so to a screen reader too.
 */
export function DownloadButton({ label, document, download, variant = 'primary', className = '' }: DownloadButtonProps) {
  const run = useMutation({ mutationFn: download });
  const t = UI_TEXT.download;
  return (
    <div className={className}>
      <button
        type="button"
        onClick={() => run.mutate()}
        disabled={run.isPending}
        aria-busy={run.isPending}
        className={`${variant === 'primary' ? primaryButtonClass : secondaryButtonClass} w-full sm:w-auto`}
      >
        {run.isPending && <Spinner className="size-5" />}
        {run.isPending ? t.preparing : label}
        {/* the name a screen reader hears starts with the words on the button, then says which document */}
        <span className="sr-only"> {document}</span>
      </button>
      {/* a live region that is there before it says anything, so the "ready" line is read out when it comes */}
      <p aria-live="polite" className="mt-2 text-base empty:mt-0">
        {run.isSuccess && (
          <span className="inline-flex items-start gap-1.5 font-medium text-success">
            <CheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {t.ready(document)}
          </span>
        )}
        {run.isError && <span className="font-medium text-danger">{t.failed}</span>}
      </p>
    </div>
  );
}
