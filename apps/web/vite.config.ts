import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import { releaseTag } from '@coop/error-reporting/release';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { firstLoadBudget } from './vite-plugin-first-load-budget';
import { offlinePage } from './vite-plugin-offline-page';
import { routeHints } from './vite-plugin-route-hints';
import { serviceWorker } from './vite-plugin-service-worker';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const COMPRESSIBLE = /\.(js|css|html|svg)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/**
 * Writes `.gz` and `.br` copies of the built text files next to them, so the server can send them
 * pre-compressed at the highest levels instead of compressing on every request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'coop:precompress',
    // the server renderer's bundle is read from disk by the server, never sent
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) {
        jobs.push(
          readFile(file).then(async (content) => {
            const [gz, br] = await Promise.all([
              gzipAsync(content, { level: 9 }),
              brotliAsync(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
            ]);
            await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
          }),
        );
      }
      await Promise.all(jobs);
    },
  };
}

/**
 * What most pages share goes in one chunk: left to itself the bundler cut it into dozens of small ones, and each
 * file gzipped apart cost a member page about 8 KB of its first load (decision 061). Only what at least 20 chunks
 * import, and only the libraries and code every area uses; React DOM and React stay the app's first step (main.tsx).
 */
const SHARED_CHUNK = {
  includeDependenciesRecursively: false,
  groups: [{ name: 'shared', test: /apps[\\/]web[\\/]src[\\/](lib|components[\\/]ui)[\\/]|packages[\\/](contract|thai-format)[\\/]|node_modules[\\/](@tanstack|react-router)[\\/]/, minShareCount: 20 }],
};

const apiServer = process.env.API_SERVER ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), routeHints(), firstLoadBudget(), serviceWorker(), offlinePage(), precompress()],
  // the release errors are reported under (src/lib/error-reporting)
  define: { __COOP_RELEASE__: JSON.stringify(releaseTag()) },
  resolve: {
    alias: {
      '@': new URL('./src', import.meta.url).pathname,
      // the contract's schemas are types to the web; see typebox-in-the-browser.ts
      ...(process.env.VITEST ? {} : { typebox: new URL('./typebox-in-the-browser.ts', import.meta.url).pathname }),
    },
  },
  server: {
    // `npm run dev -w @coop/web` against a server started with `npm run dev:server` (or API_SERVER=…).
    proxy: { '/api': apiServer, '/images': apiServer, '/mediafiles': apiServer, '/manifest.webmanifest': apiServer, '/app-icon-192.png': apiServer, '/app-icon-512.png': apiServer },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    copyPublicDir: !isSsrBuild,
    // Vite's list of every lazy chunk's imports weighed 4.6 KB on every first load; the shell's hints
    // (route-hints.json) already preload a first visit's chunks, and a later page's imports cost one round trip
    modulePreload: false,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: SHARED_CHUNK } },
  },
  // `vite build --ssr`: the renderer of the public pages (src/entry-server.tsx), loaded by the server from
  // dist-ssr/, outside the folder it serves; npm packages stay external and come from node_modules
  ssr: { noExternal: ['@coop/contract', '@coop/thai-format'] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
  },
}));
