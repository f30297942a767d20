import type { Db } from '../../db/database';
import type { ImportProgress } from './run-import';

/** One import under way in this process, as far as its progress reports have gone. */
export interface RunningImport {
  startedAt: Date;
  actor: string;
  dataset: string;
  fileName: string;
  /** The size the upload announced, if it did. */
  fileBytes: number | null;
  progress: ImportProgress;
  /** Its row in import_runs, once recorded (as failed until it ends). */
  runId?: string;
}

/**
 * The console's imports running in this server process, so the page can show how far one has gone: import_runs
 * gets its row only when the file is done. Another process's imports are not seen here (each shows its own).
 */
export class RunningImports {
  private readonly runs = new Set<RunningImport>();

  start(run: Omit<RunningImport, 'progress'>): { update: (progress: ImportProgress) => void; recorded: (runId: string) => void; end: () => void } {
    const entry: RunningImport = { ...run, progress: { phase: 'reading', bytes: 0, rows: 0 } };
    this.runs.add(entry);
    return { update: (progress) => (entry.progress = progress), recorded: (runId) => (entry.runId = runId), end: () => this.runs.delete(entry) };
  }

  /** Whether the history's run `runId` is one of these, still under way. */
  has(runId: string): boolean {
    return [...this.runs].some((r) => r.runId === runId);
  }

  /** Newest first. */
  list(): RunningImport[] {
    return [...this.runs].sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime());
  }
}

const perDatabase = new WeakMap<Db, RunningImports>();

/** The imports this process runs on `db`: the upload adds to them, the history shows them. */
export function runningImportsOf(db: Db): RunningImports {
  const known = perDatabase.get(db);
  if (known) return known;
  const running = new RunningImports();
  perDatabase.set(db, running);
  return running;
}
