import type { FastifyPluginAsync } from 'fastify';
import categories from '../features/info-content/routes/admin-categories';
import items from '../features/info-content/routes/admin-items';
import pages from '../features/info-content/routes/admin-pages';
import preview from '../features/info-content/routes/admin-preview';
import upload from '../features/info-content/routes/admin-upload';

/** Content management (issue 13, item 2): what visitors see. Admins and content editors only; support staff get 403. */
const contentRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireRole('admin', 'editor'));
  await app.register(categories);
  await app.register(items);
  await app.register(preview);
  await app.register(upload);
  await app.register(pages);
};
export default contentRoutes;
