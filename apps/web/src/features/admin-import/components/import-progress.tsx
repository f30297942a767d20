import type { ImportRunResponse } from '@coop/contract';
import { formatNumber } from '@coop/thai-format';
import { useEffect, useState } from 'react';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import type { UploadProgress } from '../api/upload-import';
import { ADMIN_IMPORT_TEXT as T } from '../messages';

const megabytes = (bytes: number) => `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
const clock = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * What is known while an import is under way, and nothing more: the time since it started; while the file is sent,
 * how much of it the browser has sent (its own count of bytes); then the run's state on the server, queued or, once
 * its job runs, the phase and rows it has reached. No guessed percentage for the server's work.
 */
export function ImportProgress({ startedAt, upload, run }: { startedAt: number; upload: UploadProgress | undefined; run: ImportRunResponse | undefined }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const sent = upload && upload.total > 0 ? Math.min(100, Math.floor((upload.sent / upload.total) * 100)) : 0;
  const allSent = upload !== undefined && upload.sent >= upload.total;
  const title = !run ? T.uploading : run.state === 'queued' ? T.queued : T.running;
  return (
    <div role="status" className="space-y-3 rounded-2xl border-2 border-primary/30 bg-primary-light p-4">
      <p className="flex items-center gap-3 text-lg font-semibold text-primary-dark">
        <Spinner />
        {title}
      </p>
      <p className="text-base text-stone-700">{T.elapsed(clock(now - startedAt))}</p>
      {!run && upload && !allSent && (
        <>
          <ProgressBar percent={sent} label={T.sent(megabytes(upload.sent), megabytes(upload.total), sent)} />
          <p className="text-base text-stone-700">{T.sent(megabytes(upload.sent), megabytes(upload.total), sent)}</p>
        </>
      )}
      {!run && allSent && <p className="text-base text-stone-700">{T.allSent}</p>}
      {run?.state === 'running' && run.phase && <p className="text-base text-stone-700">{T.serverProgress(T.phases[run.phase], formatNumber(run.progress_rows, 0))}</p>}
      {run && <p className="text-base text-stone-700">{T.afterUpload}</p>}
    </div>
  );
}
