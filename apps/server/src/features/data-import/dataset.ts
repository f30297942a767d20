import type { ColumnKind } from './cell-values';

/** One column of a file: its header name is the column's name in the finance table it fills. */
export interface ColumnSpec {
  name: string;
  kind: ColumnKind;
  /** An optional column may be left out of the header or left empty; it then takes `fallback` (null if not given). */
  optional?: boolean;
  fallback?: string;
}

/** Values of `columns` must name a row of `table` (its `tableColumns`), or, with `orInFile`, a row of the same file. */
export interface Reference {
  columns: readonly string[];
  table: string;
  tableColumns: readonly string[];
  /** Thai, for the reason: "ไม่พบ<what> <value>". */
  what: string;
  orInFile?: readonly string[];
}

/**
 * How a file's rows meet the rows already there (docs/import.md says it per dataset):
 * - `upsert`: rows are matched by key, added or changed; rows the file does not name stay.
 * - `keyed-scope`: as upsert, and the rows of every scope the file names (e.g. its months) that the file does not
 *   hold are deleted.
 * - `scope`: for tables without a natural key: every scope the file names gets exactly the file's rows (a scope whose
 *   rows are already the same is left alone).
 * - `statement`: the lines of every account (scope) the file names are replaced from the file's first date of that
 *   account on; `seq` is numbered on from the lines kept, gap-free in date order (decision 006).
 * - `parent-scope`: the file's `parent.columns` name a row of `parent.table` by its unique `parent.key`; the row is
 *   made when missing, and the table holds its `parent.id` instead of those columns. Then as keyed-scope, the scope
 *   being the parent and `scope` (e.g. a campaign's year and a member: that member's lines of that campaign).
 */
export type Replacement =
  | { kind: 'upsert' }
  | { kind: 'keyed-scope'; scope: readonly string[] }
  | { kind: 'scope'; scope: readonly string[] }
  | { kind: 'statement'; scope: string; date: string }
  | { kind: 'parent-scope'; parent: ParentRow; scope: readonly string[] };

/** A row the file's rows belong to, made by the import when missing (e.g. a confirmation campaign). */
export interface ParentRow {
  table: string;
  /** Unique in `table`, and among `columns`. */
  key: string;
  /** The file's columns that go to the parent row, not to the dataset's table. */
  columns: readonly string[];
  /** The parent's id, the same column's name in the dataset's table. */
  id: string;
}

/** A rule on one row the database checks (it may need other columns): `where` holds for the rows refused. */
export interface RowRule {
  column: string;
  reason: string;
  /** SQL over the staging row `s`; written in code, never from input. */
  where: string;
}

export interface Dataset {
  /** The command line's name of the dataset, e.g. `deposit-statements`. */
  name: string;
  /** Thai, for the console and the summary. */
  title: string;
  table: string;
  columns: readonly ColumnSpec[];
  /** Unique within the file and the table; absent for `scope` and `statement` datasets. */
  key?: readonly string[];
  references: readonly Reference[];
  rules?: readonly RowRule[];
  replacement: Replacement;
}

/** The columns that place a row in one member's month: the keeping run's headers and lines, cremation deductions. */
export const MEMBER_MONTH_COLUMNS: readonly ColumnSpec[] = [
  { name: 'membership_no', kind: 'membership' },
  { name: 'year', kind: 'year' },
  { name: 'month', kind: 'month' },
];

export const MEMBER_REF = (column = 'membership_no'): Reference => ({
  columns: [column], table: 'members', tableColumns: ['membership_no'], what: 'สมาชิกเลขทะเบียน',
});
