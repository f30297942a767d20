import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { isKnownDevice, saveKnownDevice } from '../db/repositories/known-device-repository';
import { hashSessionToken, newSessionToken } from './session-token';
import type { SessionKind } from './sessions';

/**
 * A random cookie a browser gets at a successful login, so that the account-wide limit (decision 015) need not
 * refuse a device the member (or the group's clerk) has used before. Only its hash is stored; only the area's login
 * route reads it, as each area's cookie is scoped to that area's auth path.
 */
export const DEVICE_COOKIE = 'coop_device';
const cookiePath = (area: SessionKind) => `/api/${area}/auth`;
const MAX_AGE_SECONDS = 365 * 24 * 3600;
const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;

function deviceToken(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === DEVICE_COOKIE && value !== undefined && COOKIE_VALUE.test(value)) return value;
  }
  return undefined;
}

export async function isDeviceKnown(db: Db, request: FastifyRequest, area: SessionKind, subject: string): Promise<boolean> {
  const token = deviceToken(request);
  return token !== undefined && isKnownDevice(db, hashSessionToken(token), area, subject);
}

/** Remembers this browser for the account, keeping the browser's existing cookie so one device serves several. */
export async function rememberDevice(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  area: SessionKind,
  subject: string,
  now: Date,
): Promise<void> {
  const token = deviceToken(request) ?? newSessionToken();
  await saveKnownDevice(db, hashSessionToken(token), area, subject, now);
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${token}; Path=${cookiePath(area)}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  );
}
