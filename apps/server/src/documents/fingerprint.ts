import { createHash } from 'node:crypto';

export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** One JSON array a row: free text (descriptions, reasons, names) can hold no separator that makes two records read alike. */
export const canonical = (rows: readonly unknown[][]): string => rows.map((r) => JSON.stringify(r)).join('\n');

/** The SHA-256 (hex) of the rows' canonical text: what a document prints and /verify recomputes (decisions 034, 079). */
export const fingerprintOf = (rows: readonly unknown[][]): string => sha256(canonical(rows));
