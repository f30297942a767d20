import type { FastifyPluginAsync } from 'fastify';
import categories from './categories';
import items from './items';
import marquee from './marquee';
import menu from './menu';
import preview from './preview';
import subMenu from './sub-menu';
import upload from './upload';

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
};
export default contentRoutes;
