import net from 'node:net';
import path from 'node:path';
import type { StreamLimits } from './realtime/stream-slots';
import { builtRelease } from './build-info';
import type { WorkerSettings } from './jobs/job-worker';
import { STAFF_SECRET_KEY_BYTES, type StaffSecretKeys } from './auth/staff-secret-box';

export interface Config {
  port: number;
  host: string;
  /** postgres://… selects PostgreSQL; empty selects the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  recaptchaSecret: string | undefined;
  recaptchaVerifyUrl: string;
  /** Given to the logon page's widget; without it the page shows none. */
  recaptchaSiteKey: string | undefined;
  recaptchaScriptUrl: string;
  /** Built SPA to serve; absent in API-only test runs. */
  webDist: string | undefined;
  /** The web build's renderer of public pages (apps/web/dist-ssr); without it every page is rendered in the browser. */
  webRenderer: string | undefined;
  /** Fonts and images the server's documents embed. */
  assetsDir: string;
  /** Fastify's trustProxy: false, true (explicit only), a hop count, or the proxies' addresses and CIDR ranges. */
  trustProxy: boolean | number | string[];
  logLevel: string;
  /** Caps on open notification streams (NOTIFICATION_STREAMS_PER_ADDRESS, NOTIFICATION_STREAMS_TOTAL). */
  notificationStreams: StreamLimits;
  /** Every costly route's allowance is multiplied by this (COSTLY_LIMIT_FACTOR, default 1; decision 070): a load test's. */
  costlyLimitFactor: number;
  /** Seed demo data into an empty database: true, false, or undefined (SEED_DEMO unset) for the embedded one only. */
  seedDemo: boolean | undefined;
  /** The site's public address (PUBLIC_URL, no trailing slash): printed letters link here; unset, the request's own. */
  publicUrl: string | undefined;
  /** PromptPay biller ID (15 digits): where set, the delivery letter carries a bill-payment QR for the exact bill. */
  promptPayBillerId: string | undefined;
  /** The bank account member groups pay the month's collection into (PAYMENT_BANK_*), printed on the delivery letter. */
  paymentBankAccount: PaymentBankAccount | undefined;
  /** Where mail goes out: registration's code where SMS is not configured (decisions 026, 056), members' messages. */
  mail: MailConfig;
  /** The HTTP SMS gateway (SMS_GATEWAY_*); unset: no SMS is sent, neither codes nor members' messages (decision 056). */
  sms: SmsConfig | undefined;
  /** Where errors are reported (decision 019); nothing is reported while `dsn` (server) or `webDsn` (pages) is unset. */
  errorReporting: ErrorReportingConfig;
  /** Web Push to members' devices (decision 054). */
  webPush: WebPushConfig;
  /** The job queue's worker in this process (decision 052). */
  jobs: JobsConfig;
  /** The LINE Official Account members link and receive messages on (decision 055); undefined: LINE is off. */
  line: LineConfig | undefined;
  /**
   * The keys staff authenticator secrets are sealed with (STAFF_SECRET_KEY, STAFF_SECRET_KEYS_PREVIOUS; decision 070).
   * Undefined until the server's start has read or made the key file in `dataDir` (staff-secret-key-file.ts).
   */
  staffSecretKeys: StaffSecretKeys | undefined;
  /** Who passkeys are made for (decision 074): from PUBLIC_URL, else http://localhost:PORT; undefined where no browser would make one. */
  passkeys: PasskeyConfig | undefined;
}

/** The WebAuthn relying party: the origin a browser's client data must name and the RP ID its credentials are bound to. */
export interface PasskeyConfig {
  origin: string;
  rpId: string;
}

export interface LineConfig {
  /** Signs the webhook's requests (LINE_CHANNEL_SECRET). */
  channelSecret: string;
  /** The bearer token of the Messaging API (LINE_CHANNEL_ACCESS_TOKEN). */
  channelAccessToken: string;
  /** https://api.line.me unless LINE_API_URL names another (a test's stand-in), without a trailing slash. */
  apiUrl: string;
  /** The account's basic or premium ID with its @ (LINE_BOT_BASIC_ID), which the add-friend link and QR carry. */
  basicId: string;
  /** PUBLIC_URL: the links in LINE messages are absolute. */
  publicUrl: string;
}

export interface JobsConfig extends WorkerSettings {
  /** Whether this process runs jobs (JOB_WORKER, default on); every process can queue them. */
  worker: boolean;
  /** How long closing waits for running jobs before giving them back (JOB_SHUTDOWN_MS). */
  shutdownMs: number;
}

export interface WebPushConfig {
  /** VAPID `sub` (RFC 8292): whom a push service may write to about this sender (WEB_PUSH_SUBJECT, mailto: or https:). */
  subject: string;
  /** The push services a subscription may name (WEB_PUSH_SERVICE_HOSTS): a host, or `*.` and a domain for its sub-domains. */
  serviceHosts: readonly string[];
}

/** The push services of Chrome, Firefox, Safari and Edge: a member's browser can name no other address to post to. */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', '*.push.services.mozilla.com', '*.push.apple.com', '*.notify.windows.com'];

export interface PaymentBankAccount {
  bankName: string;
  accountNo: string;
  accountName: string;
}

export interface MailConfig {
  /** smtp://user:password@host:587 or smtps://…:465 (SMTP_URL). */
  smtpUrl: string | undefined;
  /** The sender members see (SMTP_FROM). */
  from: string;
}

/**
 * One adapter for the Thai providers' HTTP APIs (ThaiBulkSMS's `POST /sms` is the model): the number, the text and
 * the sender name posted as a form or JSON, with the key and secret as HTTP Basic or the key as a bearer token.
 */
export interface SmsConfig {
  /** The provider's send address (SMS_GATEWAY_URL), e.g. https://api-v2.thaibulksms.com/sms. */
  url: string;
  /** SMS_GATEWAY_KEY and SMS_GATEWAY_SECRET. */
  key: string;
  secret: string;
  /** The sender name the provider registered for the cooperative (SMS_SENDER). */
  sender: string;
  /** SMS_GATEWAY_AUTH: `basic` (key:secret) or `bearer` (the key alone). */
  auth: 'basic' | 'bearer';
  /** SMS_GATEWAY_BODY: `form` (application/x-www-form-urlencoded) or `json`. */
  body: 'form' | 'json';
  /** SMS_NUMBER_FORMAT: the number as `66812345678` or as `0812345678`. */
  numberFormat: '66' | '0';
  /** SMS_GATEWAY_EXTRA: further fields the provider wants on every message, as `force=corporate&shorten_url=false`. */
  extraFields: Record<string, string>;
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

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1, got ${value}`);
  return n;
}

/** An IPv4 or IPv6 address, optionally with a /prefix. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: a hop count (`1`: one proxy in front, so the right-most X-Forwarded-For entry is the client), or the
 * proxies' addresses/CIDRs. `true` (believe every hop, even the client's own left-most entry) only when spelled out.
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^[0-9]+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error(`TRUST_PROXY hop count must be at most 10, got ${text}`);
    return hops === 0 ? false : hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) {
    throw new Error(`TRUST_PROXY must be a hop count, true, or proxy addresses/CIDRs separated by commas; "${bad}" is none`);
  }
  return entries;
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

function smtpUrlOrUnset(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const protocol = URL.canParse(value) ? new URL(value).protocol : '';
  if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new Error(`SMTP_URL must be an smtp:// or smtps:// URL, got ${value}`);
  return value;
}

/** A 32-byte key written in base64, as `openssl rand -base64 32` makes it: anything else fails at start. */
export function parseStaffSecretKey(name: string, value: string): Buffer {
  const key = Buffer.from(value.trim(), 'base64');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value.trim()) || key.length !== STAFF_SECRET_KEY_BYTES) {
    throw new Error(`${name} must be ${STAFF_SECRET_KEY_BYTES} random bytes in base64 (openssl rand -base64 32)`);
  }
  return key;
}

/** STAFF_SECRET_KEY seals, the keys of STAFF_SECRET_KEYS_PREVIOUS (comma-separated) only open; previous needs current. */
function staffSecretKeysOrUnset(env: NodeJS.ProcessEnv): StaffSecretKeys | undefined {
  const previousText = env.STAFF_SECRET_KEYS_PREVIOUS?.trim() ?? '';
  const previous = previousText ? previousText.split(',').map((k) => parseStaffSecretKey('STAFF_SECRET_KEYS_PREVIOUS', k)) : [];
  if (!env.STAFF_SECRET_KEY?.trim()) {
    if (previous.length > 0) throw new Error('STAFF_SECRET_KEYS_PREVIOUS needs STAFF_SECRET_KEY: the key secrets are sealed with now');
    return undefined;
  }
  return { current: parseStaffSecretKey('STAFF_SECRET_KEY', env.STAFF_SECRET_KEY), previous };
}

/** One of the allowed words, the first when unset. */
function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly [T, ...T[]]): T {
  if (value === undefined || value === '') return allowed[0];
  const chosen = allowed.find((word) => word === value);
  if (chosen === undefined) throw new Error(`${name} must be one of ${allowed.join(', ')}, got ${value}`);
  return chosen;
}

/** The SMS gateway where SMS_GATEWAY_URL is set; then the key and sender must be too, so a typo fails at start. */
function smsConfigOrUnset(env: NodeJS.ProcessEnv): SmsConfig | undefined {
  const url = env.SMS_GATEWAY_URL?.trim();
  if (!url) return undefined;
  const protocol = URL.canParse(url) ? new URL(url).protocol : '';
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`SMS_GATEWAY_URL must be an http(s) URL, got ${url}`);
  const key = env.SMS_GATEWAY_KEY?.trim() ?? '';
  const sender = env.SMS_SENDER?.trim() ?? '';
  if (!key || !sender) throw new Error('SMS_GATEWAY_URL needs SMS_GATEWAY_KEY and SMS_SENDER');
  const auth = oneOf('SMS_GATEWAY_AUTH', env.SMS_GATEWAY_AUTH, ['basic', 'bearer'] as const);
  const secret = env.SMS_GATEWAY_SECRET?.trim() ?? '';
  if (auth === 'basic' && !secret) throw new Error('SMS_GATEWAY_AUTH=basic needs SMS_GATEWAY_SECRET');
  const extra = new URLSearchParams(env.SMS_GATEWAY_EXTRA ?? '');
  return {
    url,
    key,
    secret,
    sender,
    auth,
    body: oneOf('SMS_GATEWAY_BODY', env.SMS_GATEWAY_BODY, ['form', 'json'] as const),
    numberFormat: oneOf('SMS_NUMBER_FORMAT', env.SMS_NUMBER_FORMAT, ['66', '0'] as const),
    extraFields: Object.fromEntries(extra),
  };
}

/** An http(s) address without a path's trailing slash, or unset: a typo fails at start, not on a printed letter. */
function publicUrlOrUnset(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const protocol = URL.canParse(value) ? new URL(value).protocol : '';
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`PUBLIC_URL must be an http(s) URL, got ${value}`);
  return value.replace(/\/+$/, '');
}

/** A biller ID is the cooperative's 13-digit tax ID and a 2-digit suffix the bank gives; anything else fails at start. */
function billerIdOrUnset(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^[0-9]{15}$/.test(value)) throw new Error(`PROMPTPAY_BILLER_ID must be 15 digits, got ${value}`);
  return value;
}

/**
 * The collection account: PAYMENT_BANK_NAME, PAYMENT_BANK_ACCOUNT_NO and PAYMENT_BANK_ACCOUNT_NAME together or none;
 * the number is 10 to 15 digits with optional dashes, so a typo fails at start, not on a letter a unit pays from.
 */
function paymentBankAccountOrUnset(env: NodeJS.ProcessEnv): PaymentBankAccount | undefined {
  const [bankName, accountNo, accountName] = [env.PAYMENT_BANK_NAME, env.PAYMENT_BANK_ACCOUNT_NO, env.PAYMENT_BANK_ACCOUNT_NAME].map((v) => v?.trim() || undefined);
  if (!bankName && !accountNo && !accountName) return undefined;
  if (!bankName || !accountNo || !accountName) {
    throw new Error('PAYMENT_BANK_NAME, PAYMENT_BANK_ACCOUNT_NO and PAYMENT_BANK_ACCOUNT_NAME must be set together');
  }
  if (!/^[0-9](-?[0-9]){9,14}$/.test(accountNo)) throw new Error(`PAYMENT_BANK_ACCOUNT_NO must be 10 to 15 digits (dashes allowed), got ${accountNo}`);
  return { bankName, accountNo, accountName };
}

function pushSubject(env: NodeJS.ProcessEnv, publicUrl: string | undefined, mailFrom: string): string {
  // push services take an https: or mailto: subject only; a plain-http PUBLIC_URL gives way to the mail sender
  const subject = env.WEB_PUSH_SUBJECT || (publicUrl?.startsWith('https://') ? publicUrl : `mailto:${mailFrom}`);
  if (!/^(mailto:|https:\/\/)/.test(subject)) throw new Error(`WEB_PUSH_SUBJECT must be a mailto: or https:// address, got ${subject}`);
  return subject;
}

/**
 * LINE_CHANNEL_SECRET, LINE_CHANNEL_ACCESS_TOKEN and LINE_BOT_BASIC_ID together or none, with PUBLIC_URL: a message
 * on LINE links back to the portal by its address, so a half-configured channel fails at start, not on a member.
 */
function lineConfigOrUnset(env: NodeJS.ProcessEnv, publicUrl: string | undefined): LineConfig | undefined {
  const [channelSecret, channelAccessToken, basicId] = [env.LINE_CHANNEL_SECRET, env.LINE_CHANNEL_ACCESS_TOKEN, env.LINE_BOT_BASIC_ID].map((v) => v?.trim() || undefined);
  if (!channelSecret && !channelAccessToken && !basicId) return undefined;
  if (!channelSecret || !channelAccessToken || !basicId) {
    throw new Error('LINE_CHANNEL_SECRET, LINE_CHANNEL_ACCESS_TOKEN and LINE_BOT_BASIC_ID must be set together');
  }
  if (!publicUrl) throw new Error('LINE needs PUBLIC_URL: the messages it sends link to the portal');
  if (!/^@[0-9a-z._-]{1,40}$/i.test(basicId)) throw new Error(`LINE_BOT_BASIC_ID must be the account's ID with its @ (@123abcde), got ${basicId}`);
  const apiUrl = env.LINE_API_URL?.trim() || 'https://api.line.me';
  const protocol = URL.canParse(apiUrl) ? new URL(apiUrl).protocol : '';
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`LINE_API_URL must be an http(s) URL, got ${apiUrl}`);
  return { channelSecret, channelAccessToken, apiUrl: apiUrl.replace(/\/+$/, ''), basicId, publicUrl };
}

/**
 * Browsers make passkeys only in a secure context, for a domain name: an https PUBLIC_URL, or http on localhost
 * (the demo's `npm start`). A plain-http PUBLIC_URL elsewhere, or one on an IP address, turns passkeys off.
 */
function passkeyConfigOf(publicUrl: string | undefined, port: number): PasskeyConfig | undefined {
  const url = new URL(publicUrl ?? `http://localhost:${port}`);
  const secure = url.protocol === 'https:' || url.hostname === 'localhost';
  if (!secure || net.isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0) return undefined;
  return { origin: url.origin, rpId: url.hostname };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  if (!env.RECAPTCHA_SECRET !== !env.RECAPTCHA_SITE_KEY) {
    // a secret without a widget would refuse members the server asks to prove they are people (decision 015)
    throw new Error('RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY must be set together');
  }
  if (env.RECAPTCHA_SCRIPT_URL && !URL.canParse(env.RECAPTCHA_SCRIPT_URL)) {
    throw new Error(`RECAPTCHA_SCRIPT_URL must be an address, got ${env.RECAPTCHA_SCRIPT_URL}`);
  }
  const publicUrl = publicUrlOrUnset(env.PUBLIC_URL);
  const mailFrom = env.SMTP_FROM || 'no-reply@localhost';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    recaptchaSecret: env.RECAPTCHA_SECRET || undefined,
    recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL ?? 'https://www.google.com/recaptcha/api/siteverify',
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || undefined,
    recaptchaScriptUrl: env.RECAPTCHA_SCRIPT_URL || 'https://www.google.com/recaptcha/api.js?render=explicit',
    webDist: env.WEB_DIST ?? defaultWebDist,
    webRenderer: env.WEB_RENDERER ?? defaultWebRenderer,
    assetsDir,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: onOffOrUnset('SEED_DEMO', env.SEED_DEMO),
    notificationStreams: {
      perAddress: positiveInteger('NOTIFICATION_STREAMS_PER_ADDRESS', env.NOTIFICATION_STREAMS_PER_ADDRESS, 5),
      total: positiveInteger('NOTIFICATION_STREAMS_TOTAL', env.NOTIFICATION_STREAMS_TOTAL, 1000),
    },
    costlyLimitFactor: positiveInteger('COSTLY_LIMIT_FACTOR', env.COSTLY_LIMIT_FACTOR, 1),
    publicUrl,
    promptPayBillerId: billerIdOrUnset(env.PROMPTPAY_BILLER_ID),
    paymentBankAccount: paymentBankAccountOrUnset(env),
    mail: { smtpUrl: smtpUrlOrUnset(env.SMTP_URL), from: mailFrom },
    sms: smsConfigOrUnset(env),
    errorReporting: {
      dsn: dsnOrUnset('SENTRY_DSN', env.SENTRY_DSN),
      webDsn: dsnOrUnset('SENTRY_WEB_DSN', env.SENTRY_WEB_DSN),
      release: env.SENTRY_RELEASE || builtRelease,
      environment: env.SENTRY_ENVIRONMENT || undefined,
    },
    jobs: {
      worker: onOffOrUnset('JOB_WORKER', env.JOB_WORKER) ?? true,
      pollMs: positiveInteger('JOB_POLL_MS', env.JOB_POLL_MS, 1_000),
      concurrency: positiveInteger('JOB_CONCURRENCY', env.JOB_CONCURRENCY, 4),
      leaseSeconds: positiveInteger('JOB_LEASE_SECONDS', env.JOB_LEASE_SECONDS, 60),
      shutdownMs: positiveInteger('JOB_SHUTDOWN_MS', env.JOB_SHUTDOWN_MS, 10_000),
    },
    webPush: {
      subject: pushSubject(env, publicUrl, mailFrom),
      serviceHosts: env.WEB_PUSH_SERVICE_HOSTS ? env.WEB_PUSH_SERVICE_HOSTS.split(',').map((h) => h.trim()).filter(Boolean) : PUSH_SERVICE_HOSTS,
    },
    line: lineConfigOrUnset(env, publicUrl),
    staffSecretKeys: staffSecretKeysOrUnset(env),
    passkeys: passkeyConfigOf(publicUrl, port),
  };
}
