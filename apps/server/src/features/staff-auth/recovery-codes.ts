import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { hashPassword, type ScryptCost, verifyPassword } from '../../auth/password';

const COUNT = 10;
// no 0/O or 1/I/L: read off paper without doubt
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GROUPS = 6;
const GROUP_LENGTH = 4;
/** 24 characters of 31: log2(31) × 24 ≈ 118.9 bits, over the 112 ASVS 6.5.2 asks of a lookup secret. */
export const RECOVERY_CODE_BITS = Math.log2(ALPHABET.length) * GROUPS * GROUP_LENGTH;

/**
 * scrypt at an eighth of the password cost: a code of 119 random bits cannot be guessed however fast its hash is, so
 * the cost only has to keep a stolen table from being a lookup table; a login may try all ten codes of an account.
 */
const COST: ScryptCost = { N: 4096, r: 8, p: 1 };

/** Ten codes like `K7QM-4XRT-…` (six groups of four), each good once in place of the authenticator. */
export function newRecoveryCodes(): string[] {
  const group = () => Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: COUNT }, () => Array.from({ length: GROUPS }, group).join('-'));
}

/** Typed in any case, with or without the dashes, a code is the same code. */
const normal = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The stored form: `scrypt$N$r$p$salt$hash` with a salt of its own. */
export const hashRecoveryCode = (code: string): Promise<string> => hashPassword(normal(code), COST);

/**
 * A code stored before decision 070: the SHA-256 of `username:code`, 40 bits behind an unsalted fast hash. Still
 * taken once, so an owner who kept one is not shut out, and the login that passes replaces the whole set.
 */
export const isLegacyHash = (stored: string): boolean => /^[0-9a-f]{64}$/.test(stored);

async function matches(username: string, code: string, stored: string): Promise<boolean> {
  if (!isLegacyHash(stored)) return verifyPassword(normal(code), stored);
  const typed = createHash('sha256').update(`${username}:${normal(code)}`).digest();
  return timingSafeEqual(typed, Buffer.from(stored, 'hex'));
}

/** Which of the stored hashes the typed code is, if any; every hash is tried, so the time does not tell which. */
export async function findRecoveryCode(username: string, code: string, stored: readonly string[]): Promise<string | undefined> {
  let found: string | undefined;
  for (const hash of stored) if ((await matches(username, code, hash)) && found === undefined) found = hash;
  return found;
}
