#!/usr/bin/env node
// Writes an .xlsx twin of every CSV sample in docs/import-samples (run once after changing a CSV):
//   node scripts/import-samples-to-xlsx.mjs
// Numbers become number cells and ISO dates date cells, as a clerk's sheet would hold them; numbers written with
// leading zeros (membership and group numbers) and Buddhist-year dates stay text, as Excel users type them.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

const DIR = path.resolve(import.meta.dirname, '..', 'docs', 'import-samples');

function cell(text) {
  if (text === '') return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return new Date(`${text}T00:00:00Z`);
  if (/^-?(0|[1-9]\d*)(\.\d+)?$/.test(text) && text.length < 15) return Number(text);
  return text;
}

for (const name of fs.readdirSync(DIR).filter((f) => f.endsWith('.csv') && !f.includes('tis620')).sort()) {
  const rows = parse(fs.readFileSync(path.join(DIR, name), 'utf8'));
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(name.replace(/\.csv$/, ''));
  rows.forEach((row, i) => sheet.addRow(i === 0 ? row : row.map(cell)));
  for (const column of sheet.columns) column.width = 18;
  await book.xlsx.writeFile(path.join(DIR, name.replace(/\.csv$/, '.xlsx')));
  console.log(`wrote ${name.replace(/\.csv$/, '.xlsx')} (${rows.length - 1} rows)`);
}
