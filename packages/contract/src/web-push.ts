import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { ApiError } from './errors';
import { NoInput } from './no-input';
import { Nullable } from './nullable';
import { DoneResponse, OkResponse } from './ok-response';

/** base64url without padding, as PushSubscription.toJSON() gives keys. */
const BASE64URL = '^[A-Za-z0-9_-]+$';

/** The push service address a browser gave (PushSubscription.endpoint); the server checks its host too. */
export const PushEndpoint = Type.String({ minLength: 10, maxLength: 2048, pattern: '^https?://' });

/** `PushSubscription.toJSON()` as the browser gives it: the address and the keys to encrypt for (RFC 8291). */
export const PushSubscribeBody = Type.Object(
  {
    endpoint: PushEndpoint,
    keys: Type.Object(
      {
        // an uncompressed P-256 point: 65 bytes are 87 base64url characters
        p256dh: Type.String({ minLength: 87, maxLength: 87, pattern: BASE64URL }),
        // 16 bytes are 22 characters
        auth: Type.String({ minLength: 22, maxLength: 22, pattern: BASE64URL }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type PushSubscribeBody = Static<typeof PushSubscribeBody>;

/** Which device the call is about: the browser's own subscription address. */
export const PushDeviceBody = Type.Object({ endpoint: PushEndpoint }, { additionalProperties: false });
export type PushDeviceBody = Static<typeof PushDeviceBody>;

export const PushPublicKeyResponse = OkResponse({
  /** The VAPID public key, base64url: the browser's applicationServerKey. */
  public_key: Type.String(),
});
export type PushPublicKeyResponse = Static<typeof PushPublicKeyResponse>;

export const PushDevice = Type.Object({
  device_name: Type.String(),
  created_at: Type.String(),
  last_success_at: Nullable(Type.String()),
});
export type PushDevice = Static<typeof PushDevice>;

/** The member's devices with push on, newest first. */
export const PushDevicesResponse = OkResponse({ devices: Type.Array(PushDevice) });
export type PushDevicesResponse = Static<typeof PushDevicesResponse>;

export const PushDoneResponse = DoneResponse;
export type PushDoneResponse = Static<typeof PushDoneResponse>;

export const webPushEndpoints = {
  /** The key browsers subscribe with; the same in every process (kept in the database). */
  pushPublicKey: endpoint({ method: 'GET', path: '/api/push/public-key', access: 'public', response: PushPublicKeyResponse }),
  /** Push on for this device: its subscription is kept for the signed-in member (taken over from another member). */
  memberPushSubscribe: endpoint({ method: 'POST', path: '/api/member/push/subscribe', access: 'member', body: PushSubscribeBody, response: PushDoneResponse }),
  /** Push off for this device. */
  memberPushUnsubscribe: endpoint({ method: 'POST', path: '/api/member/push/unsubscribe', access: 'member', body: PushDeviceBody, response: PushDoneResponse }),
  /** The member's devices with push on. */
  memberPushDevices: endpoint({ method: 'POST', path: '/api/member/push/devices', access: 'member', body: NoInput, response: PushDevicesResponse }),
  /** ส่งข้อความทดสอบ: a real push to this device now; 502 when its push service refuses. */
  memberPushTest: endpoint({
    method: 'POST',
    path: '/api/member/push/test',
    access: 'member',
    body: PushDeviceBody,
    response: PushDoneResponse,
    otherResponses: { 502: ApiError },
  }),
};
