import type { Db } from '../../db/database';
import { importRunProgress } from './import-run-queries';
import type { ImportProgress } from './run-import';

/** How often, at most, a running import writes how far it has gone within one phase. */
const PROGRESS_MS = 500;

/**
 * An import's progress reports written to its run, where the console reads them from any process: at each new phase
 * and otherwise at most every PROGRESS_MS, one write at a time. A failed write is let go: the next one says more.
 */
export function importProgressWriter(db: Db, runId: string): (progress: ImportProgress) => Promise<void> {
  let writing: Promise<void> = Promise.resolve();
  let lastPhase: ImportProgress['phase'] | undefined;
  let lastAt = 0;
  return (progress) => {
    const at = Date.now();
    if (progress.phase === lastPhase && at - lastAt < PROGRESS_MS) return writing;
    lastPhase = progress.phase;
    lastAt = at;
    writing = writing.then(() => importRunProgress(db, runId, progress.phase, progress.rows)).catch(() => undefined);
    return writing;
  };
}
