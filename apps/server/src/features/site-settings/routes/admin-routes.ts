import type { FastifyPluginAsync } from 'fastify';
import siteConfig from './admin-site-config';
import siteImage from './admin-site-image';

/** The site configuration (issue 13 item 2, decision 032): admins only; editors and support staff get 403. */
const siteRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  await app.register(siteConfig);
  await app.register(siteImage);
};
export default siteRoutes;
