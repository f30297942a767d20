import type { FastifyBaseLogger } from 'fastify';

export const DATABASE_UNAVAILABLE_CODE = 'DATABASE_UNAVAILABLE';
export const DATABASE_UNAVAILABLE_MESSAGE = 'ขออภัย ระบบไม่สามารถเชื่อมต่อฐานข้อมูลได้ชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่';
/** Seconds a client should wait before it asks again (the Retry-After header of a 503). */
export const DATABASE_RETRY_AFTER_S = 5;

// socket errors of the driver, and PostgreSQL's own: admin shutdown, crash shutdown, cannot connect now
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);

// the pg driver reports a lost or never-made connection with plain Errors that carry no code
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * Whether an error means the database cannot be reached (as opposed to a fault of the query or the code): such a
 * request is answered 503, as trying again later will work. SQLSTATE class 08 is "connection exception".
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
  // Node reports a refused connection to every address of a name as an AggregateError
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * Logs an outage once when it starts and once when it ends, rather than every failed request of it: during a
 * restart under load that would be thousands of identical lines.
 */
export class DatabaseOutage {
  private down = false;

  get isDown(): boolean {
    return this.down;
  }

  failed(log: FastifyBaseLogger, err: unknown): void {
    if (this.down) return;
    this.down = true;
    log.warn({ err }, 'database unavailable: answering 503 until it is back');
  }

  recovered(log: FastifyBaseLogger): void {
    if (!this.down) return;
    this.down = false;
    log.info('database available again');
  }
}
