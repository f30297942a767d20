import { describe, expect, it } from 'vitest';
import { LETTER_CODE_PATTERN, groupLetterCode } from '@coop/contract';
import { newDocumentCode } from '../../src/documents/document-code';

describe('new document codes (letters and issued documents): 12 characters of Crockford base32 from 60 random bits', () => {
  it('makes codes of the alphabet only, each one new', () => {
    const codes = Array.from({ length: 2000 }, newDocumentCode);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(new Set(codes).size).toBe(codes.length);
    // every character of the alphabet turns up: the 60 bits are spread over all twelve places
    expect(new Set(codes.join('')).size).toBe(32);
  });

  it('prints as the contract’s pattern admits', () => {
    expect(groupLetterCode(newDocumentCode())).toMatch(new RegExp(LETTER_CODE_PATTERN));
  });
});
