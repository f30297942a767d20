import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses answers of 1 KiB or more for browsers that accept it: Thai text is three bytes a character in UTF-8
 * and shrinks about fivefold, which phones on slow links feel. Brotli at quality 4 (not the default 11) keeps the
 * CPU cost per answer small. Answers of up to 64 KiB, every feed and quote, are compressed in one call and sent in
 * one write; the plugin's default on two cores streams from 8 KiB, which cost a 13 KiB loan quote 0.9 ms of the
 * server's time instead of 0.55 (decision 083). Built files are sent pre-compressed by @fastify/static and left alone here; the
 * notification stream takes over its socket and never passes through. Compressed request bodies are refused
 * (415): no client of ours sends them, and inflating them is work an attacker gets for free.
 */
export default fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: 1024,
      syncThreshold: 65_536,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
      requestEncodings: ['identity'],
    });
  },
  { name: 'compression' },
);
