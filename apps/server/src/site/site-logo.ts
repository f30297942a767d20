import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';

/** The configured logo, held in memory and served at `url` (routes/info/site-logo.ts). */
export interface SiteLogo {
  url: string;
  contentType: string;
  bytes: Buffer;
}

/** Every page shows the logo: a larger file would slow them all. */
export const LOGO_MAX_BYTES = 1024 * 1024;

const RASTER_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };

// SVG is text, which content sniffing names as XML at most: an <svg> root after an optional declaration, doctype and comments.
const SVG_ROOT = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

async function imageType(bytes: Buffer): Promise<{ mime: string; ext: string } | undefined> {
  const sniffed = await fileTypeFromBuffer(bytes);
  const raster = sniffed && RASTER_TYPES[sniffed.mime];
  if (raster) return { mime: sniffed.mime, ext: raster };
  if (sniffed && sniffed.mime !== 'application/xml') return undefined;
  return SVG_ROOT.test(bytes.subarray(0, 4096).toString('utf8')) ? { mime: 'image/svg+xml', ext: 'svg' } : undefined;
}

/**
 * Reads and checks the logo file by its content (PNG, JPEG, GIF, WebP or SVG, at most 1 MB). Its URL carries a hash
 * of the content, so browsers may keep it for a year and still see a new logo as soon as the file changes.
 */
export async function loadSiteLogo(file: string): Promise<SiteLogo> {
  const bytes = await fs.readFile(file).catch((err: NodeJS.ErrnoException) => {
    throw new Error(`The cooperative's logo (${file}) cannot be read: ${err.code ?? err.message}`);
  });
  if (bytes.length > LOGO_MAX_BYTES) throw new Error(`The cooperative's logo (${file}) is larger than 1 MB`);
  const type = await imageType(bytes);
  if (!type) throw new Error(`The cooperative's logo (${file}) is not a PNG, JPEG, GIF, WebP or SVG image`);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  return { url: `/mediafiles/site/logo-${hash}.${type.ext}`, contentType: type.mime, bytes };
}
