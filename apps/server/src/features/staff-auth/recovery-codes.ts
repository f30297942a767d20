import { createHash, randomInt } from 'node:crypto';

const COUNT = 10;
// no 0/O or 1/I/L: read off paper without doubt
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Ten codes like `K7QM-4XRT`, each good once in place of the authenticator. */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: COUNT }, () => `${part()}-${part()}`);
}

/** The stored form: typed in any case, with or without the dash, it hashes the same. */
export function hashRecoveryCode(username: string, code: string): string {
  const normal = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return createHash('sha256').update(`${username}:${normal}`).digest('hex');
}
