import { ErrorResponses, INFO_PATHS, SiteConfig } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readSiteConfig } from '../../db/repositories/site-config-repository';

const siteConfig: FastifyPluginAsyncTypebox = async (app) => {
  app.get(INFO_PATHS.site, { schema: { response: { 200: SiteConfig, ...ErrorResponses } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return readSiteConfig(app.db, app.siteDefaults.site);
  });
};
export default siteConfig;
