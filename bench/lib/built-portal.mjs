// Where the built portal and the benchmarks' output are: every bench script starts the same built server and seed.
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SERVER_JS = path.join(ROOT, 'apps', 'server', 'dist', 'server.js');
export const SEED_JS = path.join(ROOT, 'apps', 'server', 'dist', 'seed.js');
export const OUT_DIR = path.join(ROOT, 'bench', 'out');
/** Only the loopback address is ever targeted. */
export const HOST = '127.0.0.1';
