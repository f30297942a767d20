import path from 'node:path';
import { builtRelease } from './build-info';

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
  /** Seed demo data into an empty database: true, false, or undefined (SEED_DEMO unset) for the embedded one only. */
  seedDemo: boolean | undefined;
  /** Where errors are reported (decision 019); nothing is reported while `dsn` (server) or `webDsn` (pages) is unset. */
  errorReporting: ErrorReportingConfig;
}

export interface ErrorReportingConfig {
  dsn: string | undefined;
  webDsn: string | undefined;
  release: string | undefined;
  environment: string | undefined;
}

// src/ and the bundle in dist/ sit at the same depth, so one relative path serves both
const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');
const defaultWebRenderer = path.resolve(import.meta.dirname, '../../web/dist-ssr/entry-server.js');
const assetsDir = path.resolve(import.meta.dirname, '../assets');

function onOffOrUnset(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new Error(`${name} must be 1 or 0, got ${value}`);
}

/** A DSN must be an http(s) URL: a typo fails at start, not silently at the first error. */
function dsnOrUnset(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be a URL, got ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL, got ${value}`);
  return value;
}

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
    seedDemo: onOffOrUnset('SEED_DEMO', env.SEED_DEMO),
    errorReporting: {
      dsn: dsnOrUnset('SENTRY_DSN', env.SENTRY_DSN),
      webDsn: dsnOrUnset('SENTRY_WEB_DSN', env.SENTRY_WEB_DSN),
      release: env.SENTRY_RELEASE || builtRelease,
      environment: env.SENTRY_ENVIRONMENT || undefined,
    },
  };
}
