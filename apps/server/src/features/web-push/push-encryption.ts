import { createCipheriv, createECDH, hkdfSync, randomBytes, sign } from 'node:crypto';
import type { VapidKeys } from './vapid-keys';

/** One record holds the whole message: a push service takes at most 4096 bytes of body. */
const RECORD_SIZE = 4096;

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * The body of a push message for one subscription (RFC 8291, "aes128gcm" of RFC 8188): an ECDH agreement between a
 * fresh key pair and the browser's key, mixed with the browser's auth secret, keys one AES-128-GCM record. `salt` and
 * `ephemeral` are for the RFC's worked example only; each message otherwise has its own.
 */
export function encryptPushPayload(
  plaintext: Buffer,
  subscription: { p256dh: Buffer; auth: Buffer },
  fixed?: { salt: Buffer; ephemeralPrivateKey: Buffer },
): Buffer {
  const ecdh = createECDH('prime256v1');
  if (fixed) ecdh.setPrivateKey(fixed.ephemeralPrivateKey);
  else ecdh.generateKeys();
  const serverPublic = ecdh.getPublicKey();
  const sharedSecret = ecdh.computeSecret(subscription.p256dh);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscription.p256dh, serverPublic]);
  const ikm = hkdf(sharedSecret, subscription.auth, keyInfo, 32);
  const salt = fixed?.salt ?? randomBytes(16);
  const contentKey = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const cipher = createCipheriv('aes-128-gcm', contentKey, nonce);
  // 0x02 ends the last (and only) record
  const sealed = Buffer.concat([cipher.update(Buffer.concat([plaintext, Buffer.from([2])])), cipher.final(), cipher.getAuthTag()]);
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(serverPublic.length, 20);
  return Buffer.concat([header, serverPublic, sealed]);
}

/** The most a payload may be: a 4096-byte record less its header (86), the delimiter and the tag. */
export const MAX_PUSH_PAYLOAD = RECORD_SIZE - 86 - 1 - 16;

/** VAPID's JWTs live at most a day (RFC 8292 §2); half a day leaves room for clocks that disagree. */
const TOKEN_SECONDS = 12 * 60 * 60;

/** The Authorization header that proves to the push service that the portal sent this (RFC 8292, ES256 JWT). */
export function vapidAuthorization(endpoint: string, keys: VapidKeys, subject: string, now: Date): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = { aud: new URL(endpoint).origin, exp: Math.floor(now.getTime() / 1000) + TOKEN_SECONDS, sub: subject };
  const unsigned = `${part({ typ: 'JWT', alg: 'ES256' })}.${part(claims)}`;
  const signature = sign('sha256', Buffer.from(unsigned), { key: keys.privateKey, dsaEncoding: 'ieee-p1363' });
  return `vapid t=${unsigned}.${signature.toString('base64url')}, k=${keys.publicKey}`;
}
