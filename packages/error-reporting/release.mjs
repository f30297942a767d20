// The release tag both builds bake in (apps/server/build.mjs, apps/web/vite.config.ts): run in Node at build time only.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const rootPackage = new URL('../../package.json', import.meta.url);

/** The checkout's short commit, or undefined outside a git checkout (a source archive, a container without git). */
function shortCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** `<version>+<short commit>` (1.0.0+a1b2c3d), the version alone without git; SENTRY_RELEASE wins when set. */
export function releaseTag(env = process.env) {
  if (env.SENTRY_RELEASE) return env.SENTRY_RELEASE;
  const { version } = JSON.parse(readFileSync(rootPackage, 'utf8'));
  const commit = shortCommit();
  return commit ? `${version}+${commit}` : version;
}
