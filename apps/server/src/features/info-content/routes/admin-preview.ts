import { ADMIN_CONTENT_PATHS, ErrorResponses, PreviewBody, PreviewResponse } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sanitizeRichText } from '../rich-text';

/** The body as it would be stored and shown: the preview runs the same sanitiser as saving, so it cannot differ. */
const preview: FastifyPluginAsyncTypebox = async (app) => {
  app.post(ADMIN_CONTENT_PATHS.preview, { schema: { body: PreviewBody, response: { 200: PreviewResponse, ...ErrorResponses } } }, async (request) => ({
    body_html: sanitizeRichText(request.body.body_html),
  }));
};
export default preview;
