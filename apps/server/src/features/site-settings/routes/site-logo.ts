import { ErrorResponses } from '@coop/contract';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';

/** The logo file the operator configured (COOP_LOGO_FILE or `logo_file`), at the content-hashed URL the site names. */
const siteLogo: FastifyPluginAsyncTypebox = async (app) => {
  const logo = app.siteDefaults.logo;
  if (!logo) return;
  // a Buffer skips the JSON serializer
  app.get(logo.url, { schema: { response: { 200: Type.Unsafe<Buffer>({ description: logo.contentType }), ...ErrorResponses } } }, async (_request, reply) => {
    reply.header('content-type', logo.contentType);
    // the URL changes with the content
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.header('x-content-type-options', 'nosniff');
    return logo.bytes;
  });
};
export default siteLogo;
