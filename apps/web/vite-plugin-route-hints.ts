import path from 'node:path';
import type { RouteHint } from '@coop/contract';
import { type Plugin, runnerImport } from 'vite';
import type * as RouteTableModule from './src/app/route-table';


export const ROUTE_HINTS_FILE = 'route-hints.json';

interface ChunkInfo {
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

/**
 * Writes dist/route-hints.json: for every route of the table, the chunks its layout and page need and the data they
 * read first. Without it a page's code is discovered only after the entry has run, and its data only after that
 * code has run: two round trips in a row that the shell can start at once.
 */
export function routeHints(): Plugin {
  let srcApp = '';
  let srcMain = '';
  return {
    name: 'coop:route-hints',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      srcApp = path.resolve(config.root, 'src', 'app');
      srcMain = path.resolve(config.root, 'src', 'main.tsx');
    },
    async generateBundle(_options, bundle) {
      // through Vite's module runner: the table imports the workspace's TypeScript packages, which Node cannot load
      const { module: table } = await runnerImport<typeof RouteTableModule>(path.join(srcApp, 'route-table.ts'), { configFile: false });
      const { LAYOUTS, ROUTES, SHELL_DATA } = table;
      const chunks = Object.values(bundle).filter((o): o is Extract<typeof o, { type: 'chunk' }> => o.type === 'chunk') as ChunkInfo[];
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId as string, c]));

      // the entry's own static imports are already in index.html as modulepreload links
      const loadedByEntry = new Set<string>();
      const collect = (file: string, into: Set<string>) => {
        if (into.has(file)) return;
        into.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) collect(dep, into);
      };
      const entries = chunks.filter((c) => c.isEntry);
      for (const entry of entries) collect(entry.fileName, loadedByEntry);
      // what src/main.tsx imports as it starts, in steps: needed by every route, first; not what other modules of the
      // entry chunk import later (error reporting's SDK, fetched after load and only where configured)
      const startup = new Set<string>();
      const isStep = (file: string) => {
        const facade = byFile.get(file)?.facadeModuleId;
        return !!facade && !!this.getModuleInfo(facade)?.dynamicImporters.includes(srcMain);
      };
      for (const entry of entries) for (const step of entry.dynamicImports.filter(isStep)) collect(step, startup);

      const startupScripts = [...startup].filter((f) => !loadedByEntry.has(f)).map((f) => `/${f}`);

      const scriptsOf = (page: string): string[] => {
        const chunk = byModule.get(path.join(srcApp, `${page}.tsx`));
        if (!chunk) throw new Error(`route hints: no chunk for src/app/${page}.tsx`);
        const files = new Set<string>();
        collect(chunk.fileName, files);
        return [...files].filter((f) => !loadedByEntry.has(f)).map((f) => `/${f}`);
      };

      const hints: RouteHint[] = ROUTES.map((route) => {
        const layout = route.layout === 'none' ? undefined : LAYOUTS[route.layout];
        const scripts = [...new Set([...startupScripts, ...(layout ? scriptsOf(layout.page) : []), ...scriptsOf(route.page)])];
        const data = [...(layout?.data ?? []), ...(route.data ?? (layout ? [] : SHELL_DATA))];
        return { path: route.path, scripts, data: [...new Set(data)] };
      });
      this.emitFile({ type: 'asset', fileName: ROUTE_HINTS_FILE, source: `${JSON.stringify(hints, null, 2)}\n` });
    },
  };
}
