import fp from 'fastify-plugin';
import { announcePublicSiteChange, listenForPublicSiteChanges } from '../site/public-site-changes';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Staff changed what visitors see (menu, marquee, content, site settings): every process forgets what it built
     * from the old data. Call it after the change is committed.
     */
    publicSiteChanged(): Promise<void>;
    /** Runs `forget` at every such change, made by this process or another. */
    onPublicSiteChange(forget: () => void): void;
  }
}

/**
 * Staff edits must show on the public site at once (issue 13), though rendered pages are reused (decision 013) and
 * any number of processes serve them (docs/design.md). This process forgets at once, so the editor's next look is fresh;
 * the others hear it through PostgreSQL NOTIFY.
 */
export default fp(
  async (app) => {
    const subscribers = new Set<() => void>();
    const forgetAll = () => {
      for (const forget of subscribers) forget();
    };
    app.decorate('onPublicSiteChange', (forget: () => void) => {
      subscribers.add(forget);
    });
    app.decorate('publicSiteChanged', async () => {
      forgetAll();
      await announcePublicSiteChange(app.db);
    });
    const unlisten = await listenForPublicSiteChanges(app.db, forgetAll);
    app.addHook('onClose', () => unlisten());
  },
  { name: 'public-site-changes', dependencies: ['context'] },
);
