import { ErrorResponses, INFO_PATHS, MenuResponse } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readMenu } from '../menu-queries';

const menu: FastifyPluginAsyncTypebox = async (app) => {
  app.get(INFO_PATHS.menu, { schema: { response: { 200: MenuResponse, ...ErrorResponses } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return readMenu(app.db);
  });
};
export default menu;
