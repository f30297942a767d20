import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

/**
 * `/mediafiles/…`: uploaded files from DATA_DIR/mediafiles first, then the shipped defaults (content-type pictures
 * under picture/Utils/ContentDefault/, icons under images/Utils/icon/). GET and HEAD; unknown files fall through to
 * the JSON 404; @fastify/static refuses paths that leave the roots.
 */
const mediafiles: FastifyPluginAsync = async (app) => {
  const uploads = path.join(app.config.dataDir, 'mediafiles');
  const shipped = path.join(app.config.assetsDir, 'mediafiles');
  // a new data directory has no uploads yet: made here, so a first start does not warn about a missing root
  await fs.mkdir(uploads, { recursive: true });
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
