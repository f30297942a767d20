import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { forgetKnownDevice, isKnownDevice, saveKnownDevice } from '../db/repositories/known-device-repository';
import { hashSessionToken, newSessionToken } from './session-token';
import type { SessionKind } from './sessions';

/**
 * A random cookie a browser gets at a successful login, so that the account-wide limit (decisions 015 and 037) need
 * not refuse a device the account has used before. Only its hash is stored, and only a value the server issued
 * counts: every login issues a fresh one (a value the client chose never becomes known). Each area's cookie reaches
 * only the routes that read it.
 */
export const DEVICE_COOKIE = 'coop_device';
export type DeviceArea = Exclude<SessionKind, 'staff-challenge'>;
const COOKIE_PATHS: Record<DeviceArea, readonly string[]> = {
  // the forgotten password lets a member's own browser past its account-wide limit too
  member: ['/api/member/auth', '/api/member/forget'],
  membergroup: ['/api/membergroup/auth'],
  staff: ['/api/admin/auth'],
};
const MAX_AGE_SECONDS = 365 * 24 * 3600;
const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;

function deviceToken(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === DEVICE_COOKIE && value !== undefined && COOKIE_VALUE.test(value)) return value;
  }
  return undefined;
}

/** Whether the request's Cookie header carries a device cookie the server issued at a login of this account. */
export async function isDeviceKnown(db: Db, cookieHeader: string | undefined, area: DeviceArea, subject: string): Promise<boolean> {
  const token = deviceToken(cookieHeader);
  return token !== undefined && isKnownDevice(db, hashSessionToken(token), area, subject);
}

/** Remembers this browser for the account under a new random value; the value it brought, if known, is retired. */
export async function rememberDevice(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  area: DeviceArea,
  subject: string,
  now: Date,
): Promise<void> {
  const previous = deviceToken(request.headers.cookie);
  const since = previous === undefined ? undefined : await forgetKnownDevice(db, hashSessionToken(previous), area, subject);
  const token = newSessionToken();
  await saveKnownDevice(db, hashSessionToken(token), area, subject, since ?? now, now);
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    COOKIE_PATHS[area].map((path) => `${DEVICE_COOKIE}=${token}; Path=${path}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`),
  );
}
