import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed from paper is hard to get wrong. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 12;

/** A new letter code: 60 random bits as 12 characters, stored without dashes. */
export function newLetterCode(): string {
  let bits = randomBytes(8).readBigUInt64BE() >> 4n;
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) {
    code = ALPHABET[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return code;
}

/**
 * The stored form of a code as a person typed it: upper case, dashes and spaces dropped, I and L read as 1 and O as
 * 0 (Crockford's decoding rule); undefined when it still is not 12 characters of the alphabet.
 */
export function normaliseLetterCode(input: string): string | undefined {
  const code = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  return code.length === LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : undefined;
}

/** As printed and shown: XXXX-XXXX-XXXX. */
export function groupLetterCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}
