import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** postgres://… selects PostgreSQL; empty selects the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  recaptchaSecret: string | undefined;
  recaptchaVerifyUrl: string;
  /** Built SPA to serve; absent in API-only test runs. */
  webDist: string | undefined;
  /** The web build's renderer of public pages (apps/web/dist-ssr); without it every page is rendered in the browser. */
  webRenderer: string | undefined;
  /** Fonts and images the server's documents embed. */
  assetsDir: string;
  trustProxy: boolean;
  logLevel: string;
  /** Seed demo members into a PostgreSQL database too (PGlite is always seeded when empty). */
  seedDemo: boolean;
}

// src/ and the bundle in dist/ sit at the same depth, so one relative path serves both
const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');
const defaultWebRenderer = path.resolve(import.meta.dirname, '../../web/dist-ssr/entry-server.js');
const assetsDir = path.resolve(import.meta.dirname, '../assets');

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    recaptchaSecret: env.RECAPTCHA_SECRET || undefined,
    recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL ?? 'https://www.google.com/recaptcha/api/siteverify',
    webDist: env.WEB_DIST ?? defaultWebDist,
    webRenderer: env.WEB_RENDERER ?? defaultWebRenderer,
    assetsDir,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO === '1' || env.SEED_DEMO === 'true',
  };
}
