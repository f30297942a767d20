import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The text of a PDF as pdftotext (poppler-utils) reads it in drawing order (`-raw`, so marks stay after their
 * letters), without white space and the zero-width spaces between words: Thai words come back whole, as typed.
 */
export function pdfText(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'coop-pdf-')), 'doc.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/[\u200b\s]+/g, '');
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}
