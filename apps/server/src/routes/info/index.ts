import type { FastifyPluginAsync } from 'fastify';
import siteConfig from './site-config';

/** The public information area. */
const infoRoutes: FastifyPluginAsync = async (app) => {
  await app.register(siteConfig);
};
export default infoRoutes;
