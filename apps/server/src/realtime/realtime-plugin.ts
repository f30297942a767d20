import fp from 'fastify-plugin';
import { DesktopNotificationHub } from './desktop-notifications';

declare module 'fastify' {
  interface FastifyInstance {
    desktopNotifications: DesktopNotificationHub;
  }
}

/** One notification hub per app; closing the app ends its LISTEN (open streams are closed by their route). */
export default fp(
  async (app) => {
    const hub = new DesktopNotificationHub(app.db);
    app.decorate('desktopNotifications', hub);
    app.addHook('onClose', () => hub.close());
  },
  { name: 'realtime', dependencies: ['context'] },
);
