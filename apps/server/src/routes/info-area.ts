import type { FastifyPluginAsync } from 'fastify';
import mediafiles from '../features/info-content/routes/mediafiles';
import siteLogo from '../features/site-settings/routes/site-logo';

/**
 * What the public site serves beside the endpoint table: files, not API endpoints. The configured logo at its
 * content-hashed address, and /mediafiles (uploads, then the shipped defaults).
 */
const infoRoutes: FastifyPluginAsync = async (app) => {
  await app.register(siteLogo);
  await app.register(mediafiles);
};
export default infoRoutes;
