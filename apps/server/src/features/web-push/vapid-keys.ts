import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { Db } from '../../db/database';

/** The portal's VAPID identity (RFC 8292): the public key browsers subscribe with and the private key that signs. */
export interface VapidKeys {
  /** The uncompressed P-256 point, base64url (65 bytes). */
  readonly publicKey: string;
  readonly privateKey: KeyObject;
}

const fromBase64url = (text: string) => Buffer.from(text, 'base64url');

/** A key pair kept as base64url text: the public point and the private scalar. */
function newKeyPair(): { public_key: string; private_key: string } {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' });
  if (!jwk.x || !jwk.y || !jwk.d) throw new Error('P-256 key without coordinates');
  const point = Buffer.concat([Buffer.from([4]), fromBase64url(jwk.x), fromBase64url(jwk.y)]);
  return { public_key: point.toString('base64url'), private_key: jwk.d };
}

function keysOf(row: { public_key: string; private_key: string }): VapidKeys {
  const point = fromBase64url(row.public_key);
  const privateKey = createPrivateKey({
    format: 'jwk',
    key: { kty: 'EC', crv: 'P-256', d: row.private_key, x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
  });
  return { publicKey: row.public_key, privateKey };
}

/**
 * The first process to ask makes the pair; every other process, and every later start, reads the same row (a
 * subscription is bound to the public key it was made with, so a new pair would silence every device).
 */
async function loadOrMake(db: Db): Promise<VapidKeys> {
  await db.insertInto('web_push_keys').values(newKeyPair()).onConflict((oc) => oc.column('id').doNothing()).execute();
  return keysOf(await db.selectFrom('web_push_keys').select(['public_key', 'private_key']).executeTakeFirstOrThrow());
}

const loaded = new WeakMap<Db, Promise<VapidKeys>>();

/** The keys, read once per database handle: they never change once made. */
export function vapidKeys(db: Db): Promise<VapidKeys> {
  let keys = loaded.get(db);
  if (!keys) {
    keys = loadOrMake(db);
    // a failed read (the database away) is tried again on the next call
    keys.catch(() => loaded.delete(db));
    loaded.set(db, keys);
  }
  return keys;
}
