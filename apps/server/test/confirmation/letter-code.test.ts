import { describe, expect, it } from 'vitest';
import { LETTER_CODE_PATTERN } from '@coop/contract';
import { groupLetterCode, newLetterCode, normaliseLetterCode } from '../../src/confirmation/letter-code';

describe('letter codes: 12 characters of Crockford base32 from 60 random bits', () => {
  it('makes codes of the alphabet only, each one new', () => {
    const codes = Array.from({ length: 2000 }, newLetterCode);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(new Set(codes).size).toBe(codes.length);
    // every character of the alphabet turns up: the 60 bits are spread over all twelve places
    expect(new Set(codes.join('')).size).toBe(32);
  });

  it('prints a code in groups of four that the contract’s pattern admits', () => {
    expect(groupLetterCode('ABCD2345WXYZ')).toBe('ABCD-2345-WXYZ');
    expect(groupLetterCode(newLetterCode())).toMatch(new RegExp(LETTER_CODE_PATTERN));
  });

  it('reads a code as a person typed it: lower case, dashes or spaces, I and L as 1, O as 0', () => {
    expect(normaliseLetterCode('abcd-2345-wxyz')).toBe('ABCD2345WXYZ');
    expect(normaliseLetterCode(' ABCD 2345 WXYZ ')).toBe('ABCD2345WXYZ');
    expect(normaliseLetterCode('IL0O-1111-2222')).toBe('110011112222');
  });

  it('refuses what cannot be a code', () => {
    expect(normaliseLetterCode('ABCD-2345-WXY')).toBeUndefined();
    expect(normaliseLetterCode('ABCD-2345-WXYZ1')).toBeUndefined();
    expect(normaliseLetterCode('ABCU-2345-WXYZ')).toBeUndefined();
    expect(normaliseLetterCode('กขคง-2345-WXYZ')).toBeUndefined();
  });
});
