import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * What a browser may do with a downloaded file it opens anyway from this origin: nothing (no script, no request, no
 * form), so an uploaded PDF or office file cannot act as a page of the site.
 */
export const DOWNLOAD_CSP = "sandbox; default-src 'none'";

// RFC 5987 attr-char leaves these out, though encodeURIComponent keeps them
const encodeExtValue = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition: attachment` for a file name in any script (RFC 6266): the name in `filename*` as UTF-8
 * (RFC 5987), and `fallback`, plain ASCII, in `filename` for clients that read only that. A name that is already
 * plain ASCII goes in `filename` alone.
 */
export function attachmentDisposition(fileName: string, fallback = 'download'): string {
  if (/^[\x20-\x7e]*$/.test(fileName) && !/["\\]/.test(fileName)) return `attachment; filename="${fileName}"`;
  return `attachment; filename="${fallback.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}

/**
 * A file to download, never kept by a shared cache: the documents here are a member's or a group's own. A stream is
 * sent as it is made (decision 079), chunked, so a long statement never sits whole in memory.
 */
export function sendAttachment(reply: FastifyReply, contentType: string, fileName: string, body: Buffer | Readable): FastifyReply {
  return reply
    .type(contentType)
    .header('content-disposition', attachmentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .send(body);
}
