/** One reason a row (or the file, at line 1) was refused. */
export interface RowError {
  line: number;
  column: string;
  reason: string;
}

/** The report keeps this many errors; every error is still counted. */
export const ERROR_REPORT_CAP = 1_000;

/**
 * Errors as the rows are read: all counted, the first ERROR_REPORT_CAP kept for the report. `rejectedRows` counts
 * lines, so a row with three bad cells is one rejected row.
 */
export class RowErrors {
  total = 0;
  rejectedRows = 0;
  private readonly kept: RowError[] = [];
  private lastLine = -1;

  add(error: RowError): void {
    this.total += 1;
    if (error.line !== this.lastLine) this.rejectedRows += 1;
    this.lastLine = error.line;
    if (this.kept.length < ERROR_REPORT_CAP) this.kept.push(error);
  }

  /** Errors found by the database's set checks: already counted there. */
  addCounted(list: readonly RowError[], total: number, rejectedRows: number): void {
    this.total += total;
    this.rejectedRows += rejectedRows;
    this.kept.push(...list.slice(0, Math.max(0, ERROR_REPORT_CAP - this.kept.length)));
  }

  /** The kept errors in file order. */
  report(): RowError[] {
    return [...this.kept].sort((a, b) => a.line - b.line);
  }
}
