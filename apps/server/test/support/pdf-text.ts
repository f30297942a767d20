import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The text of a PDF as pdftotext (poppler-utils) reads it, with what text extraction does to Thai undone:
 * the zero-width spaces between words, spaces and line breaks around marks, and สระอำ read as ำ plus า.
 */
export function pdfText(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'coop-pdf-')), 'doc.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })
      .replace(/[\u200b\s]+/g, '')
      .replaceAll('\u0e33\u0e32', '\u0e33');
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

/**
 * Thai letters without their vowel and tone marks: text extraction orders marks by position, so "สี่พัน" can come
 * back as "สีพั่น". Comparing skeletons checks every letter and its order.
 */
export function thaiSkeleton(text: string): string {
  return text.replace(/[\u0e31\u0e34-\u0e3a\u0e47-\u0e4e]/g, '');
}
