import type { FastifyPluginAsync } from 'fastify';
import mediafiles from '../features/info-content/routes/mediafiles';
import siteLogo from '../features/site-settings/routes/site-logo';

/** The public information area. */
const infoRoutes: FastifyPluginAsync = async (app) => {
  await app.register(siteLogo);
  await app.register(mediafiles);
};
export default infoRoutes;
