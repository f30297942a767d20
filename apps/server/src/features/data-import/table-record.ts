import type { Cell } from './cell-values';

/** A cell the reader would not take (a formula, a merged cell), with its Thai reason. */
export interface RefusedCell {
  index: number;
  reason: string;
}

/** One row of a file as a reader hands it over: its line (or sheet row) number and its cells; the first is the header. */
export interface TableRecord {
  line: number;
  cells: Cell[];
  refused?: RefusedCell[];
}
