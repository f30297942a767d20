import type { ApiError } from '@coop/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isPrivateUrl, PRIVATE_CACHE_CONTROL } from './private-answer';

export interface FrameworkFailure {
  status: number;
  body: ApiError;
}

const INVALID_JSON = 'รูปแบบข้อมูล JSON ไม่ถูกต้อง';
const UNSUPPORTED_MEDIA_TYPE = 'ไม่รองรับชนิดข้อมูลที่ส่งมา กรุณาส่งเป็น JSON (UTF-8)';

const failure = (status: number, code: string, error: string): FrameworkFailure => ({ status, body: { rc_code: '0', code, error } });

/**
 * Thai answers for what Fastify and its plugins refuse before a handler runs: unreadable bodies, bodies too
 * large, media types and encodings the API does not read, malformed URLs. Keyed by the error's `code`.
 */
const byCode: Record<string, FrameworkFailure> = {
  FST_ERR_CTP_INVALID_JSON_BODY: failure(400, 'INVALID_JSON', INVALID_JSON),
  FST_ERR_CTP_EMPTY_JSON_BODY: failure(400, 'INVALID_JSON', INVALID_JSON),
  FST_ERR_CTP_BODY_TOO_LARGE: failure(413, 'BODY_TOO_LARGE', 'ข้อมูลที่ส่งมีขนาดใหญ่เกินกำหนด'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: failure(415, 'UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_MEDIA_TYPE),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: failure(400, 'INVALID_BODY', 'ความยาวข้อมูลที่ส่งมาไม่ถูกต้อง'),
  FST_CP_ERR_INVALID_CONTENT_ENCODING: failure(415, 'UNSUPPORTED_CONTENT_ENCODING', 'ไม่รองรับข้อมูลที่บีบอัดมา กรุณาส่งข้อมูลโดยไม่บีบอัด'),
  FST_ERR_BAD_URL: failure(400, 'BAD_URL', 'ที่อยู่ที่ร้องขอไม่ถูกต้อง'),
  FST_ERR_MAX_PARAM_LENGTH: failure(414, 'URL_TOO_LONG', 'ที่อยู่ที่ร้องขอยาวเกินกำหนด'),
};

/** Any other 4xx a framework part raises. */
export const BAD_REQUEST = failure(400, 'BAD_REQUEST', 'คำขอไม่ถูกต้อง');

/** Our own answer for a framework error, or undefined when `error` is not one we know. */
export function frameworkFailure(error: FastifyError): FrameworkFailure | undefined {
  return error.code ? byCode[error.code] : undefined;
}

/**
 * Fastify's `frameworkErrors` option: errors the router raises before any route (a bad percent-escape, a path
 * parameter over the length limit) never reach the error handler, so they are answered here in the same shape.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = frameworkFailure(error) ?? BAD_REQUEST;
  if (isPrivateUrl(request.url)) void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
  void reply.status(known.status).send(known.body);
}
