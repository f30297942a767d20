import fp from 'fastify-plugin';
import { isPrivateUrl, PRIVATE_CACHE_CONTROL } from '../http/private-answer';

/**
 * Every answer of the signed-in areas, errors and files included, is `private, no-store`: set in one place, after
 * the route, so no route can forget it (the router's own errors are answered in `http/framework-errors.ts`).
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      if (isPrivateUrl(request.url)) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    });
  },
  { name: 'private-answers' },
);
