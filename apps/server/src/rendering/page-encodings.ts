import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RenderedPage } from '@coop/contract';

export type PageEncoding = 'br' | 'gzip';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli's quality for a page compressed once and sent to every visitor for a while (answers use 4). */
const BROTLI_QUALITY = 9;

/** The encoding a browser asks for, Brotli first; undefined when it takes neither (or refuses both with q=0). */
export function pickEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

// per rendered page, which the renderer's cache hands to every visitor for a few seconds: compressed once for all
const encoded = new WeakMap<RenderedPage, Map<PageEncoding, Promise<Buffer>>>();

/**
 * The page's HTML in `encoding`, compressed off the main thread and kept as long as the page itself is: the home
 * page is compressed once per render, not once per visitor.
 */
export function encodedPage(page: RenderedPage, html: string, encoding: PageEncoding): Promise<Buffer> {
  let byEncoding = encoded.get(page);
  if (!byEncoding) encoded.set(page, (byEncoding = new Map()));
  let body = byEncoding.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliAsync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) } })
        : gzipAsync(html, { level: 9 });
    byEncoding.set(encoding, body);
  }
  return body;
}
