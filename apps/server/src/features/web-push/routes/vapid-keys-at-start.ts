import fp from 'fastify-plugin';
import { vapidKeys } from '../vapid-keys';

/**
 * The VAPID keys are made when the portal first starts, not by the first request that needs them, so a GET of the
 * public key (or its HEAD) never writes. A database away at start leaves them to the first call that needs them.
 */
export default fp(
  async (app) => {
    app.addHook('onReady', async () => {
      await vapidKeys(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'VAPID keys not read at start; the first push will read them'));
    });
  },
  { name: 'vapid-keys-at-start', dependencies: ['context'] },
);
