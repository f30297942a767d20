import type { FastifyPluginAsync } from 'fastify';
import mediafiles from '../features/info-content/routes/mediafiles';
import installableApp from '../features/installable-app/routes/app-manifest';
import siteLogo from '../features/site-settings/routes/site-logo';

/**
 * What the public site serves beside the endpoint table: files, not API endpoints. The configured logo at its
 * content-hashed address, /mediafiles (uploads, then the shipped defaults), and the web app manifest with its icons.
 */
const infoRoutes: FastifyPluginAsync = async (app) => {
  await app.register(siteLogo);
  await app.register(mediafiles);
  await app.register(installableApp);
};
export default infoRoutes;
