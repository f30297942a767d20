import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The worker is served from the root so that its scope is the whole site (decision 054). */
export const SERVICE_WORKER_FILE = 'sw.js';

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Writes dist/sw.js from service-worker/sw.js with the build's facts above it: a version that changes with any
 * built file (so browsers install the new worker), every hashed file, and the entry's code and stylesheet, which
 * every page needs and the worker keeps before the next visit asks.
 */
export function serviceWorker(): Plugin {
  let root = '';
  return {
    name: 'coop:service-worker',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const files = Object.keys(bundle).sort();
      const assets = files.filter((f) => f.startsWith('assets/')).map((f) => `/${f}`);
      const chunks = Object.values(bundle).filter((o) => o.type === 'chunk') as unknown as BuiltChunk[];
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const precache = new Set<string>();
      const collect = (file: string) => {
        if (precache.has(`/${file}`)) return;
        precache.add(`/${file}`);
        const chunk = byFile.get(file);
        for (const css of chunk?.viteMetadata?.importedCss ?? []) precache.add(`/${css}`);
        for (const dep of chunk?.imports ?? []) collect(dep);
      };
      for (const entry of chunks.filter((c) => c.isEntry)) collect(entry.fileName);
      const template = await readFile(path.join(root, 'service-worker', 'sw.js'), 'utf8');
      const version = createHash('sha256').update(files.join('\n')).update(template).digest('hex').slice(0, 16);
      const source = [
        `const VERSION = ${JSON.stringify(version)};`,
        `const ASSETS = ${JSON.stringify(assets)};`,
        `const PRECACHE = ${JSON.stringify([...precache])};`,
        template,
      ].join('\n');
      this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_FILE, source });
    },
  };
}
