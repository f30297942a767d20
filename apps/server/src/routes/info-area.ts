import type { FastifyPluginAsync } from 'fastify';
import mediafiles from '../features/info-content/routes/mediafiles';
import notifications from '../features/notifications/routes/notifications';
import siteLogo from '../features/site-settings/routes/site-logo';

/** The public information area. */
const infoRoutes: FastifyPluginAsync = async (app) => {
  await app.register(siteLogo);
  await app.register(notifications);
  await app.register(mediafiles);
};
export default infoRoutes;
