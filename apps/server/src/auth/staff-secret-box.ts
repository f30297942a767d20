import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The keys staff users' authenticator secrets are sealed with (decision 070): `current` seals, every key opens what
 * it sealed. A rotation puts the new key in `current` and the old one in `previous` until the start-up step has
 * sealed every secret again under the new one.
 */
export interface StaffSecretKeys {
  readonly current: Buffer;
  readonly previous: readonly Buffer[];
}

export const STAFF_SECRET_KEY_BYTES = 32;
const SCHEME = 'v1';
const IV_BYTES = 12;

/** Names a key in a sealed value without revealing it: the first 48 bits of its SHA-256. */
const keyIdOf = (key: Buffer): string => createHash('sha256').update(key).digest().subarray(0, 6).toString('base64url');

// the owner's name is authenticated with the secret, so a sealed value copied onto another account does not open
const aadOf = (username: string) => Buffer.from(`staff_users.totp_secret:${username}`);

/** `v1.<key id>.<iv>.<ciphertext>.<tag>`, base64url parts: AES-256-GCM under the current key. */
export function sealStaffSecret(keys: StaffSecretKeys, username: string, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.current, iv).setAAD(aadOf(username));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [SCHEME, keyIdOf(keys.current), iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** Whether a stored value is sealed at all (a secret stored before decision 070 is plain Base32). */
export const isSealed = (stored: string): boolean => stored.startsWith(`${SCHEME}.`);

/** Whether a stored value is sealed under the current key, so a re-seal would change nothing. */
export const isSealedUnderCurrent = (keys: StaffSecretKeys, stored: string): boolean => stored.startsWith(`${SCHEME}.${keyIdOf(keys.current)}.`);

/** The plain secret; throws when no configured key sealed it or the value was altered. */
export function openStaffSecret(keys: StaffSecretKeys, username: string, sealed: string): string {
  const [scheme, keyId, iv, body, tag, ...rest] = sealed.split('.');
  if (scheme !== SCHEME || !keyId || !iv || body === undefined || !tag || rest.length > 0) throw new Error(`the authenticator secret of ${username} is not sealed`);
  const key = [keys.current, ...keys.previous].find((k) => keyIdOf(k) === keyId);
  if (!key) throw new Error(`the authenticator secret of ${username} was sealed with a key not configured (STAFF_SECRET_KEY, STAFF_SECRET_KEYS_PREVIOUS)`);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(aadOf(username));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** A new random key, as `STAFF_SECRET_KEY` takes it (base64). */
export const newStaffSecretKey = (): string => randomBytes(STAFF_SECRET_KEY_BYTES).toString('base64');
