import { endpoints } from '@coop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DeviceArea } from '../auth/known-device';

/** The cookie that carries a browser's device token (auth/known-device.ts). */
const DEVICE_COOKIE = 'coop_device';
const MAX_AGE_SECONDS = 365 * 24 * 3600;
const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;

const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

/** Each area's cookie reaches only the routes that read it. */
const COOKIE_PATHS: Record<DeviceArea, readonly string[]> = {
  // the forgotten password lets a member's own browser past its account-wide limit too
  member: [folderOf(endpoints.memberLogin.path), endpoints.memberForget.path],
  membergroup: [folderOf(endpoints.memberGroupLogin.path)],
  staff: [folderOf(endpoints.staffLogin.path)],
};

/** The device token of a Cookie header, if it carries one of the right shape. */
export function deviceTokenOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === DEVICE_COOKIE && value !== undefined && COOKIE_VALUE.test(value)) return value;
  }
  return undefined;
}

/** Hands the browser its new device token for the area, for a year. */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, area: DeviceArea, token: string): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    COOKIE_PATHS[area].map((path) => `${DEVICE_COOKIE}=${token}; Path=${path}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`),
  );
}

/** A login's answer, with the device token it issued set as the browser's cookie. */
export function answerWithDevice<Answer>(request: FastifyRequest, reply: FastifyReply, area: DeviceArea, login: { answer: Answer; device: string }): Answer {
  setDeviceCookie(request, reply, area, login.device);
  return login.answer;
}
