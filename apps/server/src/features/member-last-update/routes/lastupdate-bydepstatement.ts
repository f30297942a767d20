import { ErrorResponses, LastUpdateResponse, NoInput } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { lastRefreshedAt } from '../data-refresh-queries';

const lastUpdate: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/member/lastupdate_bydepstatement', { schema: { body: NoInput, response: { 200: LastUpdateResponse, ...ErrorResponses } } }, async () => {
    const at = await lastRefreshedAt(app.db);
    return { rc_code: '1' as const, data: at ? at.toISOString() : null };
  });
};
export default lastUpdate;
