import fp from 'fastify-plugin';

/**
 * Closing the app lets requests in flight finish ('idle' forceCloseConnections), but a keep-alive connection would
 * then stay open for Fastify's 72 s keepAliveTimeout and hold the close up: answers sent while closing end theirs.
 */
export default fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'graceful-close' },
);
