import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiFailure } from '../../http/api-failure';
import { jsonBufferParser } from '../../plugins/json-body';
import { LINE_LINK_TEXT as T } from './line-link-text';

/** X-Line-Signature: the base64 HMAC-SHA256 of the raw body under the channel secret, compared in constant time. */
export function signatureMatches(channelSecret: string, body: Buffer, signature: string | string[] | undefined): boolean {
  if (typeof signature !== 'string') return false;
  const expected = createHmac('sha256', channelSecret).update(body).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const pick = (value: unknown, keys: readonly string[]): unknown => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(keys.filter((key) => Object.hasOwn(record, key)).map((key) => [key, record[key]]));
};

/**
 * The parts of the body the portal acts on. A message's text and the rest are dropped unread once signed: they are
 * the LINE user's to write (any character at all), and the text checks every request passes are for what we keep.
 */
function readPart(body: unknown): unknown {
  const top = pick(body, ['destination', 'events']) as Record<string, unknown>;
  if (top === null || typeof top !== 'object' || !Array.isArray(top.events)) return top;
  const events = top.events.map((event: unknown) => {
    const e = pick(event, ['type', 'webhookEventId', 'mode', 'timestamp', 'source', 'replyToken', 'link']);
    if (e === null || typeof e !== 'object' || Array.isArray(e)) return e;
    const record = e as Record<string, unknown>;
    return { ...record, ...('source' in record ? { source: pick(record.source, ['type', 'userId']) } : {}), ...('link' in record ? { link: pick(record.link, ['result', 'nonce']) } : {}) };
  });
  return { ...top, events };
}

const signed = new WeakSet<FastifyRequest>();

/**
 * The webhook's scope: 404 while LINE is not configured; the body's raw bytes checked against X-Line-Signature
 * before they are parsed, and a request whose body was not (none at all, say) refused before anything reads it.
 */
export function acceptSignedLineBody(scope: FastifyInstance): void {
  const parse = jsonBufferParser(scope);
  scope.addHook('onRequest', async (request) => {
    if (!request.server.config.line) throw new ApiFailure(404, 'LINE_NOT_CONFIGURED', T.notConfigured);
  });
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    const secret = request.server.config.line?.channelSecret ?? '';
    if (!signatureMatches(secret, body, request.headers['x-line-signature'])) return done(new ApiFailure(401, 'BAD_SIGNATURE', T.badSignature), undefined);
    signed.add(request);
    parse(request, body, (error, value) => (error ? done(error, undefined) : done(null, readPart(value))));
  });
  scope.addHook('preValidation', async (request) => {
    if (!signed.has(request)) throw new ApiFailure(401, 'BAD_SIGNATURE', T.badSignature);
  });
}
