import { ErrorResponses, HealthResponse } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: HealthResponse, ...ErrorResponses, 503: HealthResponse } } },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok' as const, database: 'up' as const };
      } catch (err) {
        app.log.error({ err }, 'database health check failed');
        return reply.status(503).send({ status: 'error', database: 'down' });
      }
    },
  );
};
export default health;
