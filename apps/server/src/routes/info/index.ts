import type { FastifyPluginAsync } from 'fastify';
import boardAnswer from './board-answer';
import boardList from './board-list';
import boardPost from './board-post';
import boardTopic from './board-topic';
import contentList from './content-list';
import contentShow from './content-show';
import demandList from './demand-list';
import demandShow from './demand-show';
import demandSubmit from './demand-submit';
import election from './election';
import home from './home';
import mediafiles from './mediafiles';
import menu from './menu';
import notifications from './notifications';
import siteConfig from './site-config';
import siteLogo from './site-logo';

/** The public information area. */
const infoRoutes: FastifyPluginAsync = async (app) => {
  await app.register(siteConfig);
  await app.register(siteLogo);
  await app.register(menu);
  await app.register(home);
  await app.register(contentList);
  await app.register(contentShow);
  await app.register(boardList);
  await app.register(boardTopic);
  await app.register(boardPost);
  await app.register(boardAnswer);
  await app.register(demandList);
  await app.register(demandShow);
  await app.register(demandSubmit);
  await app.register(election);
  await app.register(notifications);
  await app.register(mediafiles);
};
export default infoRoutes;
