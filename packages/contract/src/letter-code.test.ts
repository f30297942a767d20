import { describe, expect, it } from 'vitest';
import { LETTER_CODE_PATTERN } from './confirmation';
import { groupLetterCode, normaliseLetterCode } from './letter-code';

describe('letter codes as people type them', () => {
  it('prints a code in groups of four that the contract’s pattern admits', () => {
    expect(groupLetterCode('ABCD2345WXYZ')).toBe('ABCD-2345-WXYZ');
    expect(groupLetterCode('ABCD2345WXYZ')).toMatch(new RegExp(LETTER_CODE_PATTERN));
  });

  it('reads lower case, dashes or spaces, I and L as 1, O as 0', () => {
    expect(normaliseLetterCode('abcd-2345-wxyz')).toBe('ABCD2345WXYZ');
    expect(normaliseLetterCode(' ABCD 2345 WXYZ ')).toBe('ABCD2345WXYZ');
    expect(normaliseLetterCode('IL0O-1111-2222')).toBe('110011112222');
  });

  it('refuses what cannot be a code', () => {
    expect(normaliseLetterCode('')).toBeUndefined();
    expect(normaliseLetterCode('ABCD-2345-WXY')).toBeUndefined();
    expect(normaliseLetterCode('ABCD-2345-WXYZ1')).toBeUndefined();
    expect(normaliseLetterCode('ABCU-2345-WXYZ')).toBeUndefined();
    expect(normaliseLetterCode('กขคง-2345-WXYZ')).toBeUndefined();
  });
});
