import type { CsvEncoding } from '@coop/contract';
import iconv from 'iconv-lite';

/** One CSV field: quoted, and a leading = + - @ made text, so a spreadsheet never runs what someone typed. */
export function csvField(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** One CSV line of fields, ended as RFC 4180 ends it. */
export const csvLine = (values: readonly unknown[]): string => `${values.map(csvField).join(',')}\r\n`;

/** A whole CSV's bytes: TIS-620 (Windows-874; a character it lacks becomes "?"), or UTF-8 with a byte order mark. */
export const encodeCsv = (text: string, encoding: CsvEncoding): Buffer => (encoding === 'utf-8' ? Buffer.from(`\uFEFF${text}`, 'utf8') : iconv.encode(text, 'win874'));
