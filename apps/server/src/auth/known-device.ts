import { forgetKnownDevice, isKnownDevice as isKnownDeviceHash, saveKnownDevice } from '../db/repositories/known-device-repository';
import type { Services } from '../domain/context';
import { hashSessionToken, newSessionToken } from './session-token';
import type { SessionKind } from './sessions';

/**
 * A random token a browser gets at a successful login (as a cookie: http/device-cookie.ts), so that the account-wide
 * limit (decisions 015 and 037) need not refuse a device the account has used before. Only its hash is stored, and
 * only a value the server issued counts: every login issues a fresh one (a value the client chose never becomes known).
 */
export type DeviceArea = Exclude<SessionKind, 'staff-challenge'>;

type DeviceServices = Pick<Services, 'db' | 'now'>;

/** Whether the device token a browser brought was issued at a login of this account. */
export async function isKnownDevice(context: Pick<Services, 'db'>, token: string | undefined, area: DeviceArea, subject: string): Promise<boolean> {
  return token !== undefined && isKnownDeviceHash(context.db, hashSessionToken(token), area, subject);
}

/** A new device token for the account, to hand the browser; the one it brought, if known, is retired. */
export async function renewKnownDevice(context: DeviceServices, previous: string | undefined, area: DeviceArea, subject: string): Promise<string> {
  const now = context.now();
  const since = previous === undefined ? undefined : await forgetKnownDevice(context.db, hashSessionToken(previous), area, subject);
  const token = newSessionToken();
  await saveKnownDevice(context.db, hashSessionToken(token), area, subject, since ?? now, now);
  return token;
}
