import path from 'node:path';
import type { StreamLimits } from './realtime/stream-slots';

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
  /** Caps on open notification streams (NOTIFICATION_STREAMS_PER_ADDRESS, NOTIFICATION_STREAMS_TOTAL). */
  notificationStreams: StreamLimits;
  /** Seed demo data into an empty database: true, false, or undefined (SEED_DEMO unset) for the embedded one only. */
  seedDemo: boolean | undefined;
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

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1, got ${value}`);
  return n;
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
    notificationStreams: {
      perAddress: positiveInteger('NOTIFICATION_STREAMS_PER_ADDRESS', env.NOTIFICATION_STREAMS_PER_ADDRESS, 5),
      total: positiveInteger('NOTIFICATION_STREAMS_TOTAL', env.NOTIFICATION_STREAMS_TOTAL, 1000),
    },
  };
}
