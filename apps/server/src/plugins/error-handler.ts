import type { ApiError } from '@coop/contract';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import {
  DATABASE_RETRY_AFTER_S,
  DATABASE_UNAVAILABLE_CODE,
  DATABASE_UNAVAILABLE_MESSAGE,
  DatabaseOutage,
  isDatabaseUnavailable,
} from '../db/database-unavailable';
import { ApiFailure, SERVER_ERROR_MESSAGE } from '../http/api-failure';
import { validationMessage } from '../http/validation-message';

const byFastifyCode: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'รูปแบบข้อมูล JSON ไม่ถูกต้อง' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'รูปแบบข้อมูล JSON ไม่ถูกต้อง' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'BODY_TOO_LARGE', message: 'ข้อมูลที่ส่งมีขนาดใหญ่เกินกำหนด' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'ไม่รองรับชนิดข้อมูลที่ส่งมา' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'INVALID_BODY', message: 'ความยาวข้อมูลที่ส่งมาไม่ถูกต้อง' },
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the database is known to be unreachable; the health check reports to it too. */
    databaseOutage: DatabaseOutage;
  }
}

/**
 * Every failure leaves as an ApiError in Thai; a 5xx never shows its cause. A database that cannot be reached is a
 * 503 with Retry-After (the client may try again), logged once per outage.
 */
export default fp(
  async (app) => {
    const outage = new DatabaseOutage();
    app.decorate('databaseOutage', outage);
    app.addHook('onResponse', async (request, reply) => {
      if (outage.isDown && reply.statusCode < 500) outage.recovered(request.log);
    });
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (isDatabaseUnavailable(error)) {
        outage.failed(request.log, error);
        const body: ApiError = { rc_code: '0', code: DATABASE_UNAVAILABLE_CODE, error: DATABASE_UNAVAILABLE_MESSAGE };
        return reply.status(503).header('retry-after', DATABASE_RETRY_AFTER_S).send(body);
      }
      let status = 500;
      let body: ApiError = { rc_code: '0', code: 'SERVER_ERROR', error: SERVER_ERROR_MESSAGE };
      const known = error.code ? byFastifyCode[error.code] : undefined;
      if (error instanceof ApiFailure) {
        status = error.statusCode;
        body = { rc_code: '0', code: error.code, error: error.message };
      } else if (error.validation) {
        status = 400;
        body = { rc_code: '0', code: 'VALIDATION', error: validationMessage(error.validation, error.validationContext) };
      } else if (known) {
        status = known.status;
        body = { rc_code: '0', code: known.code, error: known.message };
      } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        status = error.statusCode;
        body = { rc_code: '0', code: 'BAD_REQUEST', error: 'คำขอไม่ถูกต้อง' };
      }
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(status).send(body);
    });
  },
  { name: 'error-handler' },
);
