import { randomBytes } from 'node:crypto';
import { LETTER_CODE_ALPHABET, LETTER_CODE_LENGTH } from '@coop/contract';

/** A new code for a balance letter or an issued document: 60 random bits as 12 characters of Crockford's base32, stored without dashes. */
export function newDocumentCode(): string {
  let bits = randomBytes(8).readBigUInt64BE() >> 4n;
  let code = '';
  for (let i = 0; i < LETTER_CODE_LENGTH; i += 1) {
    code = LETTER_CODE_ALPHABET[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return code;
}
