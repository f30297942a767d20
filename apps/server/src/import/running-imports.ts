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
}

/**
 * The console's imports running in this server process, so the page can show how far one has gone: import_runs
 * gets its row only when the file is done. Another process's imports are not seen here (each shows its own).
 */
export class RunningImports {
  private readonly runs = new Set<RunningImport>();

  start(run: Omit<RunningImport, 'progress'>): { update: (progress: ImportProgress) => void; end: () => void } {
    const entry: RunningImport = { ...run, progress: { phase: 'reading', bytes: 0, rows: 0 } };
    this.runs.add(entry);
    return { update: (progress) => (entry.progress = progress), end: () => this.runs.delete(entry) };
  }

  /** Newest first. */
  list(): RunningImport[] {
    return [...this.runs].sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime());
  }
}
