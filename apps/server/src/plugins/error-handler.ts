import type { ApiError } from '@coop/contract';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { ApiFailure, SERVER_ERROR_MESSAGE } from '../http/api-failure';
import { BAD_REQUEST, frameworkFailure } from '../http/framework-errors';
import { validationMessage } from '../http/validation-message';

/** Every failure leaves as an ApiError in Thai; a 5xx never shows its cause. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      let status = 500;
      let body: ApiError = { rc_code: '0', code: 'SERVER_ERROR', error: SERVER_ERROR_MESSAGE };
      const known = frameworkFailure(error);
      if (error instanceof ApiFailure) {
        status = error.statusCode;
        body = { rc_code: '0', code: error.code, error: error.message };
      } else if (error.validation) {
        status = 400;
        body = { rc_code: '0', code: 'VALIDATION', error: validationMessage(error.validation, error.validationContext) };
      } else if (known) {
        ({ status, body } = known);
      } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        status = error.statusCode;
        body = BAD_REQUEST.body;
      }
      // a 5xx the code chose (a cap reached) is an answer, not a fault
      if (status >= 500 && !(error instanceof ApiFailure)) request.log.error({ err: error }, 'request failed');
      return reply.status(status).send(body);
    });
  },
  { name: 'error-handler' },
);
