import { ErrorResponses, HealthResponse } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { DATABASE_RETRY_AFTER_S } from '../../../db/database-unavailable';

/** A load balancer polls every few seconds and drains the process after a few failures: a slow answer is "down". */
const HEALTH_TIMEOUT_MS = 1_000;

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: HealthResponse, ...ErrorResponses, 503: HealthResponse } } },
    async (request, reply) => {
      const check = sql`select 1`.execute(app.db);
      // the query may still fail after the timeout has answered
      check.catch(() => undefined);
      try {
        await withinTimeout(check, HEALTH_TIMEOUT_MS);
        return { status: 'ok' as const, database: 'up' as const };
      } catch (err) {
        app.databaseOutage.failed(request.log, err);
        return reply.status(503).header('retry-after', DATABASE_RETRY_AFTER_S).send({ status: 'error', database: 'down' });
      }
    },
  );
};
export default health;
