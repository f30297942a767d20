/**
 * A balance confirmation letter's code (decision 034): 12 characters of Crockford's base32, which has no I, L, O or
 * U, so a code read aloud or typed from paper is hard to get wrong. Stored plain, printed `XXXX-XXXX-XXXX`.
 */
export const LETTER_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const LETTER_CODE_LENGTH = 12;

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
  return code.length === LETTER_CODE_LENGTH && [...code].every((c) => LETTER_CODE_ALPHABET.includes(c)) ? code : undefined;
}

/** As printed and shown: XXXX-XXXX-XXXX. */
export function groupLetterCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}
