import type { FastifyBodyParser, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiFailure } from '../http/api-failure';

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
const NOT_UTF8 = 'ข้อมูลที่ส่งมาต้องเป็น JSON ที่เข้ารหัสแบบ UTF-8';

/** The charset a content type names, lower case, or undefined when it names none. */
function charset(request: FastifyRequest): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '');
  return match?.[1]?.toLowerCase();
}

const hasUtf16Bom = (body: Buffer) => (body[0] === 0xff && body[1] === 0xfe) || (body[0] === 0xfe && body[1] === 0xff);

/**
 * JSON bodies are UTF-8 only (RFC 8259): another charset or a UTF-16 byte-order mark is refused (415), bytes that
 * are not UTF-8 are a 400, and keys that would reach an object's prototype (`__proto__`, `constructor.prototype`)
 * make the body invalid. Calls that carry no payload (logout, feeds) may still say `Content-Type: application/json`:
 * an empty body reads as {}. Exported for a route that must see the raw bytes first (a signed webhook).
 */
export function jsonBufferParser(app: FastifyInstance): FastifyBodyParser<Buffer> {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    const named = charset(request);
    if ((named && named !== 'utf-8' && named !== 'utf8') || hasUtf16Bom(body)) {
      return done(new ApiFailure(415, 'UNSUPPORTED_MEDIA_TYPE', NOT_UTF8), undefined);
    }
    let text: string;
    try {
      text = UTF8.decode(body);
    } catch {
      return done(new ApiFailure(400, 'INVALID_JSON', NOT_UTF8), undefined);
    }
    if (text.trim() === '') return done(null, {});
    parseJson(request, text, done);
  };
}

export default fp(
  async (app) => {
    const parse = jsonBufferParser(app);
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, parse);
  },
  { name: 'json-body' },
);
