import { type Calendar, type Cell, hasUnstorableText, isBlank, parseCell } from './cell-values';
import type { ColumnSpec, Dataset } from './dataset';
import { MSG } from './import-messages';
import type { RowErrors } from './row-errors';
import type { TableRecord } from './table-record';

/** Where each of the dataset's columns sits in the file, and the calendar its dates are written in. */
export interface HeaderMap {
  positions: (number | undefined)[];
  calendars: Calendar[];
  width: number;
}

/** A header `birth_date_be` says the column's years are Buddhist, `birth_date_ce` Gregorian, whatever the option says. */
const CALENDAR_SUFFIX: Record<string, Calendar> = { _be: 'buddhist', _ce: 'gregorian' };

function headerName(cell: Cell): string {
  return String(cell ?? '').replace(/^\uFEFF/, '').trim().toLowerCase();
}

/** Reads the header row; every missing, unknown or repeated column is an error of line 1. */
export function mapHeader(dataset: Dataset, header: TableRecord, calendar: Calendar, errors: RowErrors): HeaderMap | undefined {
  const positions: (number | undefined)[] = dataset.columns.map(() => undefined);
  const calendars: Calendar[] = dataset.columns.map(() => calendar);
  const before = errors.total;
  header.cells.forEach((cell, index) => {
    const written = headerName(cell);
    if (!written) return;
    if (hasUnstorableText(written)) return errors.add({ line: header.line, column: `#${index + 1}`, reason: MSG.controlCharacter });
    const suffix = written.slice(-3);
    const dated = CALENDAR_SUFFIX[suffix];
    let at = dataset.columns.findIndex((c) => c.name === written);
    if (at < 0 && dated) at = dataset.columns.findIndex((c) => c.name === written.slice(0, -3) && (c.kind === 'date' || c.kind === 'year'));
    if (at < 0) return errors.add({ line: header.line, column: written, reason: MSG.unknownColumn(written) });
    if (positions[at] !== undefined) return errors.add({ line: header.line, column: written, reason: MSG.repeatedColumn(written) });
    positions[at] = index;
    if (dated && written !== dataset.columns[at]?.name) calendars[at] = dated;
  });
  dataset.columns.forEach((c, i) => {
    if (positions[i] === undefined && !c.optional) errors.add({ line: header.line, column: c.name, reason: MSG.missingColumn(c.name) });
  });
  return errors.total === before ? { positions, calendars, width: header.cells.length } : undefined;
}

function valueOf(column: ColumnSpec, cell: Cell, calendar: Calendar): { value: string | null } | { error: string } {
  if (hasUnstorableText(cell)) return { error: MSG.controlCharacter };
  if (isBlank(cell)) return column.optional ? { value: column.fallback ?? null } : { error: MSG.required };
  return parseCell(column.kind, cell, calendar);
}

/** The row's values in the dataset's column order, or undefined when any cell was refused (each one reported). */
export function checkRow(dataset: Dataset, map: HeaderMap, record: TableRecord, errors: RowErrors): (string | null)[] | undefined {
  const before = errors.total;
  const filled = record.cells.reduce<number>((last, cell, i) => (isBlank(cell) ? last : i + 1), 0);
  if (filled > map.width) {
    errors.add({ line: record.line, column: '', reason: MSG.columnCount(filled, map.width) });
  }
  for (const refused of record.refused ?? []) {
    const at = map.positions.indexOf(refused.index);
    errors.add({ line: record.line, column: dataset.columns[at]?.name ?? `#${refused.index + 1}`, reason: refused.reason });
  }
  const values = dataset.columns.map((column, i) => {
    const position = map.positions[i];
    if (record.refused?.some((r) => r.index === position)) return null;
    const parsed = valueOf(column, position === undefined ? null : (record.cells[position] ?? null), map.calendars[i] ?? 'gregorian');
    if ('error' in parsed) {
      errors.add({ line: record.line, column: column.name, reason: parsed.error });
      return null;
    }
    return parsed.value;
  });
  return errors.total === before ? values : undefined;
}
