import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RouteHint } from '@coop/contract';
import { type Logger, type Plugin, runnerImport } from 'vite';
import { describeLoad, firstLoads, overBudget } from './first-load-budget';
import type * as RouteTableModule from './src/app/route-table';
import { ROUTE_HINTS_FILE } from './vite-plugin-route-hints';

/** apps/web/public/start-app.js, which a page the server rendered starts its code with (decision 013). */
const START_APP = '/start-app.js';
const CLASSIC_SCRIPT = /<script\b[^>]*\ssrc="(\/[^"]+)"/g;

/**
 * Fails the build when a route's first visit would load more gzipped JavaScript than its budget
 * (first-load-budget.ts): the shell's scripts, the entry and what it imports, then the chunks route-hints.json names
 * for the route (the app's start, its layout and page, and their static imports), each gzipped at the level the
 * server's copies are. Runs once the files are written, when the bundle holds their final code.
 */
export function firstLoadBudget(): Plugin {
  let root = '';
  let publicDir = '';
  let logger: Logger | undefined;
  return {
    name: 'coop:first-load-budget',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      publicDir = config.publicDir;
      logger = config.logger;
    },
    async writeBundle(_options, bundle) {
      const hintsAsset = bundle[ROUTE_HINTS_FILE];
      if (hintsAsset?.type !== 'asset') throw new Error(`first-load budget: no ${ROUTE_HINTS_FILE} in the bundle (routeHints must come first)`);
      const hints = new Map((JSON.parse(String(hintsAsset.source)) as RouteHint[]).map((h) => [h.path, h.scripts]));
      const { module: table } = await runnerImport<typeof RouteTableModule>(path.join(root, 'src', 'app', 'route-table.ts'), { configFile: false });

      const code = new Map<string, string>();
      const entryFiles = new Set<string>();
      const addWithImports = (file: string) => {
        const chunk = bundle[file];
        if (chunk?.type !== 'chunk' || entryFiles.has(`/${file}`)) return;
        entryFiles.add(`/${file}`);
        chunk.imports.forEach(addWithImports);
      };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        code.set(`/${output.fileName}`, output.code);
        if (output.isEntry) addWithImports(output.fileName);
      }
      const html = readFileSync(path.join(root, 'index.html'), 'utf8');
      const classic = [...html.matchAll(CLASSIC_SCRIPT)].map((m) => m[1] as string).filter((src) => existsSync(path.join(publicDir, src)));
      const shellScripts = [...classic, ...entryFiles];

      const sizes = new Map<string, number>();
      const gzippedBytes = (file: string): number => {
        let size = sizes.get(file);
        if (size === undefined) {
          const text = code.get(file) ?? readFileSync(path.join(publicDir, file));
          size = gzipSync(text, { level: 9 }).length;
          sizes.set(file, size);
        }
        return size;
      };
      const routes = table.ROUTES.map((route) => ({
        path: route.path,
        layout: route.layout,
        scripts: [...(hints.get(route.path) ?? []), ...(route.prerender ? [START_APP] : [])],
      }));
      const loads = firstLoads(routes, shellScripts, gzippedBytes);
      const over = overBudget(loads);
      if (over.length > 0) this.error(`first-load JavaScript over budget (gzipped):\n  ${over.map(describeLoad).join('\n  ')}`);
      const largest = [...loads].sort((a, b) => b.bytes / b.budgetBytes - a.bytes / a.budgetBytes)[0];
      if (largest) logger?.info(`first-load JavaScript within budget; closest: ${describeLoad(largest)}`);
    },
  };
}
