import type { FastifyPluginAsync } from 'fastify';
import categories from '../features/info-content/routes/admin-categories';
import items from '../features/info-content/routes/admin-items';
import marquee from '../features/site-menu/routes/admin-marquee';
import menu from '../features/site-menu/routes/admin-menu';
import pages from '../features/info-content/routes/admin-pages';
import preview from '../features/info-content/routes/admin-preview';
import subMenu from '../features/site-menu/routes/admin-sub-menu';
import upload from '../features/info-content/routes/admin-upload';

/** Content management (issue 13, item 2): what visitors see. Admins and content editors only; support staff get 403. */
const contentRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireRole('admin', 'editor'));
  await app.register(menu);
  await app.register(subMenu);
  await app.register(marquee);
  await app.register(categories);
  await app.register(items);
  await app.register(preview);
  await app.register(upload);
  await app.register(pages);
};
export default contentRoutes;
