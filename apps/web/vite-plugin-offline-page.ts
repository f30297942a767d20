import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The page the service worker answers with when there is no network (decision 054); sw.js's OFFLINE_PAGE. */
export const OFFLINE_PAGE_FILE = 'offline.html';

const META_TAGS_MARK = /^[ \t]*<!-- index\.html's meta tags[^\n]*-->$/m;
const META_TAG = /^[ \t]*<meta [^\n]*\/>$/gm;

/**
 * Writes dist/offline.html from service-worker/offline.html with index.html's meta tags (charset, viewport, theme
 * colour, colour scheme) in place of its mark, so the offline page looks like the app without a second copy of them.
 */
export function offlinePage(): Plugin {
  let root = '';
  return {
    name: 'coop:offline-page',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const [app, template] = await Promise.all([
        readFile(path.join(root, 'index.html'), 'utf8'),
        readFile(path.join(root, 'service-worker', OFFLINE_PAGE_FILE), 'utf8'),
      ]);
      const metaTags = app.match(META_TAG);
      if (!metaTags || !META_TAGS_MARK.test(template)) throw new Error('offline page: index.html has no meta tags or the template no mark');
      this.emitFile({ type: 'asset', fileName: OFFLINE_PAGE_FILE, source: template.replace(META_TAGS_MARK, () => metaTags.join('\n')) });
    },
  };
}
