// Bundles the server and its commands (seed, admin:create, import, backup, restore) into dist/; npm packages stay external, workspace packages are bundled.
import { releaseTag } from '@coop/error-reporting/release';
import { build } from 'esbuild';

await build({
  entryPoints: { server: 'src/server.ts', seed: 'src/seed/cli.ts', 'admin-create': 'src/features/staff-accounts/create-admin-cli.ts', import: 'src/commands/import.ts', backup: 'src/commands/backup.ts', restore: 'src/commands/restore.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  // the release errors are reported under (src/build-info.ts)
  define: { __COOP_RELEASE__: JSON.stringify(releaseTag()) },
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@coop/') ? undefined : { external: true }));
      },
    },
  ],
});
