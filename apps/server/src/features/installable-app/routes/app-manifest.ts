import { ErrorResponses } from '@coop/contract';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { contextOf } from '../../../http/request-context';
import { APP_ICON_SIZES, appIcon, appIconPath } from '../app-icons';
import { appManifest } from '../app-manifest';

/**
 * The web app manifest and its icons, which every page's head names (apps/web/index.html): files at fixed
 * addresses outside the API, drawn from the site's identity as it is now.
 */
const installableApp: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/manifest.webmanifest', { schema: { response: { 200: Type.Unsafe<Buffer>({ description: 'application/manifest+json' }), ...ErrorResponses } } }, async (request, reply) => {
    // staff may rename the cooperative or change its logo at any time
    reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8');
    // a Buffer skips the JSON serializer, which would quote the text again
    return Buffer.from(JSON.stringify(await appManifest(contextOf(request))));
  });
  for (const size of APP_ICON_SIZES) {
    app.get(appIconPath(size), { schema: { response: { 200: Type.Unsafe<Buffer>({ description: 'image/png' }), ...ErrorResponses } } }, async (request, reply) => {
      // the manifest names the icon with the logo's version; the service worker's notifications name it bare
      reply.header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff').type('image/png');
      return appIcon(contextOf(request), size);
    });
  }
};
export default installableApp;
