import ExcelJS from 'exceljs';
import type { Db } from '../../src/db/database';
import { findDataset } from '../../src/features/data-import/datasets';
import { recordImportStart } from '../../src/features/data-import/import-run-queries';
import { type ImportRequest, type ImportResult, importFile } from '../../src/features/data-import/run-import';

/** A CSV file's text: the header, then the rows, each line ended. */
export const csv = (...lines: string[]): string => `${lines.join('\n')}\n`;

/** The file's bytes as a stream of two chunks, so readers meet a chunk boundary as they do with real files. */
export async function* bytesOf(content: string | Uint8Array): AsyncGenerator<Uint8Array> {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  const half = Math.floor(bytes.length / 2);
  yield bytes.subarray(0, half);
  yield bytes.subarray(half);
}

/** Records a run of `fileName` for the named dataset, by the test actor, as the command line does before reading. */
export const recordTestRun = (db: Db, dataset: string, fileName = 'test.csv'): Promise<string> =>
  recordImportStart(db, { at: new Date(), actor: { kind: 'system', name: 'vitest' }, dataset, fileName, state: 'running' });

/** Imports `content` as the named dataset, as the command line would, by the test actor. */
export async function importContent(
  db: Db,
  dataset: string,
  content: string | Uint8Array,
  options: Partial<Pick<ImportRequest, 'encoding' | 'calendar'>> & { fileName?: string } = {},
): Promise<ImportResult> {
  const found = findDataset(dataset);
  if (!found) throw new Error(`no dataset ${dataset}`);
  const { fileName, ...request } = options;
  return importFile(db, { runId: await recordTestRun(db, dataset, fileName), dataset: found, bytes: bytesOf(content), ...request });
}

let nextGroup = 70_000_000 + Math.floor(Math.random() * 9_000_000);

/** A member-group number no other test of this run uses. */
export function newGroupNo(): string {
  nextGroup += 1;
  return String(nextGroup);
}

/** A workbook of one sheet as exceljs writes it, filled by `fill`. */
export async function workbookOf(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  fill(book.addWorksheet('ข้อมูล'));
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** The groups header, then one cell far away: at XFD1048576 the file is about 1.5 KB. */
export const farCellWorkbook = (address: string) =>
  workbookOf((sheet) => {
    sheet.addRow(['member_group_no', 'name', 'parent_no']);
    sheet.getCell(address).value = 1;
  });
