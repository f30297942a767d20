import { LETTER_CODE_PATTERN } from '@coop/contract';

const CODE = new RegExp(LETTER_CODE_PATTERN);

/**
 * A letter code as typed or scanned, in the printed form `XXXX-XXXX-XXXX`, or undefined when it cannot be one.
 * Crockford base32 reads O as 0 and I or L as 1, so a code copied by eye still finds its letter.
 */
export function normalizeLetterCode(typed: string): string | undefined {
  const plain = typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (plain.length !== 12 || !CODE.test(plain)) return undefined;
  return `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}`;
}
