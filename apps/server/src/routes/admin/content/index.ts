import type { FastifyPluginAsync } from 'fastify';
import board from './board';
import categories from './categories';
import demands from './demands';
import election from './election';
import electionContents from './election-contents';
import items from './items';
import marquee from './marquee';
import menu from './menu';
import pages from './pages';
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
  await app.register(pages);
  await app.register(board);
  await app.register(demands);
  await app.register(election);
  await app.register(electionContents);
};
export default contentRoutes;
