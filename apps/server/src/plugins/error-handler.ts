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
import { BAD_REQUEST, frameworkFailure } from '../http/framework-errors';
import { validationMessage } from '../http/validation-message';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the database is known to be unreachable; the health check reports to it too. */
    databaseOutage: DatabaseOutage;
  }
}

/**
 * Every failure leaves as an ApiError in Thai; a 5xx never shows its cause. A database that cannot be reached is a
 * 503 with Retry-After (the client may try again), logged once per outage. Every answer names its request's id
 * (`X-Request-Id`), a 5xx's body too, so a report of a failure finds its log lines.
 */
export default fp(
  async (app) => {
    const outage = new DatabaseOutage();
    app.decorate('databaseOutage', outage);
    app.addHook('onRequest', async (request, reply) => {
      void reply.header('x-request-id', request.id);
    });
    app.addHook('onResponse', async (request, reply) => {
      if (outage.isDown && reply.statusCode < 500) outage.recovered(request.log);
    });
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (isDatabaseUnavailable(error)) {
        outage.failed(request.log, error);
        const body: ApiError = { rc_code: '0', code: DATABASE_UNAVAILABLE_CODE, error: DATABASE_UNAVAILABLE_MESSAGE, request_id: request.id };
        return reply.status(503).header('retry-after', DATABASE_RETRY_AFTER_S).send(body);
      }
      let status = 500;
      let body: ApiError = { rc_code: '0', code: 'SERVER_ERROR', error: SERVER_ERROR_MESSAGE };
      const known = frameworkFailure(error);
      if (error instanceof ApiFailure) {
        status = error.statusCode;
        body = { rc_code: '0', code: error.code, error: error.message };
        void reply.headers(error.headers);
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
      return reply.status(status).send(status >= 500 ? { ...body, request_id: request.id } : body);
    });
  },
  { name: 'error-handler' },
);
