import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's work factors: N (CPU and memory), r (block size), p (parallelism). */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

// N=2^15, r=8, p=1: about 50 ms on one core here, the OWASP floor for scrypt.
const COST: ScryptCost = { N: 32768, r: 8, p: 1 };
const KEY_LENGTH = 32;

// NFKC, as NIST SP 800-63B advises: Thai สระอำ typed as one character or as ํ + า is the same password.
function derive(password: string, salt: Buffer, n: number, rr: number, pp: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r: rr, p: pp, maxmem: 256 * n * rr }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * `scrypt$N$r$p$salt$hash`, base64url parts; the parameters travel with the hash so they can be raised later. Only the
 * tests' factories pass a cost: their accounts are checked thousands of times a run.
 */
export async function hashPassword(password: string, { N, r, p }: ScryptCost = COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, r, p);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(rr), Number(pp));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummy: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown membership number cannot be told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummy ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(password, await dummy);
  return false;
}
