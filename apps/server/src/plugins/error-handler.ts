import type { ApiError } from '@coop/contract';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { ApiFailure, SERVER_ERROR_MESSAGE } from '../http/api-failure';
import { validationMessage } from '../http/validation-message';

const byFastifyCode: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'รูปแบบข้อมูล JSON ไม่ถูกต้อง' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'รูปแบบข้อมูล JSON ไม่ถูกต้อง' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'BODY_TOO_LARGE', message: 'ข้อมูลที่ส่งมีขนาดใหญ่เกินกำหนด' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'ไม่รองรับชนิดข้อมูลที่ส่งมา' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'INVALID_BODY', message: 'ความยาวข้อมูลที่ส่งมาไม่ถูกต้อง' },
};

/** Every failure leaves as an ApiError in Thai; a 5xx never shows its cause. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
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
