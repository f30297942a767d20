import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { downloadNameOf } from '../attachment-download';
import { attachmentDisposition, DOWNLOAD_CSP } from '../../../http/attachment';

/** What pages show from here: the picture types the image check accepts (spec: bmp, gif, jpeg, png), and WebP. */
const SHOWN_INLINE = new Set(['image/bmp', 'image/gif', 'image/jpeg', 'image/png', 'image/webp']);

/**
 * `/mediafiles/…`: uploaded files from DATA_DIR/mediafiles first, then the shipped defaults (content-type pictures
 * under picture/Utils/ContentDefault/, icons under images/Utils/icon/). GET and HEAD; unknown files fall through to
 * the JSON 404; @fastify/static refuses paths that leave the roots. Anything but a picture (editors' PDF and office
 * attachments) is a download under its title, sandboxed: opened from this origin it must not act as a page of it.
 */
const mediafiles: FastifyPluginAsync = async (app) => {
  const uploads = path.join(app.config.dataDir, 'mediafiles');
  const shipped = path.join(app.config.assetsDir, 'mediafiles');
  // a new data directory has no uploads yet: made here, so a first start does not warn about a missing root
  await fs.mkdir(uploads, { recursive: true });
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '').split(';')[0]!.trim();
    if (reply.statusCode >= 400 || SHOWN_INLINE.has(type)) return payload;
    const publicPath = request.url.split('?')[0]!;
    reply.header('content-disposition', attachmentDisposition(await downloadNameOf(app.db, publicPath), path.posix.basename(publicPath)));
    reply.header('content-security-policy', DOWNLOAD_CSP);
    return payload;
  });
  await app.register(fastifyStatic, {
    root: [uploads, shipped],
    prefix: '/mediafiles/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(reply, filePath) {
      // uploads get generated names, so a name never changes content; the defaults change with releases
      const uploaded = filePath.startsWith(uploads + path.sep);
      reply.header('cache-control', uploaded ? 'public, max-age=31536000, immutable' : 'public, max-age=604800');
      reply.header('x-content-type-options', 'nosniff');
    },
  });
};
export default mediafiles;
