import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Cell } from './cell-values';
import { FileRefused } from './file-refused';
import { MSG } from './import-messages';
import type { RefusedCell, TableRecord } from './table-record';

/** A cell's value as the import reads it; formulas are refused before this is asked. */
function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('error' in value) return String(value.error);
  return null;
}

/**
 * The first sheet of a workbook, row by row. A workbook is read whole (exceljs needs its parts together; Excel stops
 * at 1,048,576 rows anyway): the million-row files are CSV. Formulas and merged cells are refused with a Thai reason,
 * so what is imported is exactly what the sheet shows.
 */
export async function* readXlsx(bytes: AsyncIterable<Uint8Array>): AsyncGenerator<TableRecord> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.read(Readable.from(bytes));
  } catch {
    throw new FileRefused(MSG.badXlsx);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new FileRefused(MSG.noSheet);
  const width = sheet.columnCount;
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells: Cell[] = [];
    const refused: RefusedCell[] = [];
    for (let c = 1; c <= width; c++) {
      const cell = row.getCell(c);
      if (cell.isMerged && cell.master.address === cell.address) refused.push({ index: c - 1, reason: MSG.merged });
      if (cell.type === ExcelJS.ValueType.Formula) refused.push({ index: c - 1, reason: MSG.formula });
      cells.push(cell.type === ExcelJS.ValueType.Formula || cell.isMerged ? null : cellValue(cell.value));
    }
    if (cells.every((v) => v === null || (typeof v === 'string' && v.trim() === '')) && refused.length === 0) continue;
    yield { line: r, cells, ...(refused.length ? { refused } : {}) };
  }
}
