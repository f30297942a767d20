import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text of the first QR code on a PDF's first page, read from the page drawn by pdftoppm as a phone would. */
export function readPdfQr(pdf: Buffer): string | undefined {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-qr-'));
  try {
    fs.writeFileSync(path.join(dir, 'doc.pdf'), pdf);
    execFileSync('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', path.join(dir, 'doc.pdf'), path.join(dir, 'page')]);
    const png = PNG.sync.read(fs.readFileSync(path.join(dir, 'page.png')));
    return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
