import { randomInt } from 'node:crypto';

// no 0/O, 1/l/I: read out over the phone or from paper without doubt
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A password staff hand over once, like `Kp7m-Xq4t-Rw9z`: 12 random characters (about 69 bits), easy to read out. */
export function generatePassword(): string {
  const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${part()}-${part()}-${part()}`;
}
