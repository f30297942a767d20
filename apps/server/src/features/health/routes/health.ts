import { endpoints } from '@coop/contract';
import { DATABASE_RETRY_AFTER_S } from '../../../db/database-unavailable';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { databaseProblem } from '../database-check';

export default route(endpoints.health, async (request, reply) => {
  const problem = await databaseProblem(contextOf(request));
  if (problem === undefined) return { status: 'ok' as const, database: 'up' as const };
  request.server.databaseOutage.failed(request.log, problem);
  return reply.status(503).header('retry-after', DATABASE_RETRY_AFTER_S).send({ status: 'error', database: 'down' });
});
