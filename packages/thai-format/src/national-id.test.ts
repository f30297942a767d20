import { describe, expect, it } from 'vitest';
import { isNationalId, nationalIdCheckDigit, nationalIdDigits } from './national-id';

describe('nationalIdCheckDigit', () => {
  it('follows the card formula', () => {
    // 1 1017 00203 45 1: Σ = 1·13+1·12+0·11+1·10+7·9+0·8+0·7+2·6+0·5+3·4+4·3+5·2 = 144; 11 − 144 mod 11 = 10 → 0
    expect(nationalIdCheckDigit('110170020345')).toBe(0);
    // Σ = 13; 11 − 13 mod 11 = 9
    expect(nationalIdCheckDigit('100000000000')).toBe(9);
  });
});

describe('isNationalId', () => {
  it('takes an ID whose last digit checks', () => {
    expect(isNationalId('1101700203450')).toBe(true);
  });
  it('refuses a wrong check digit', () => {
    expect(isNationalId('1101700203451')).toBe(false);
  });
  it('refuses other lengths and letters', () => {
    expect(isNationalId('110170020345')).toBe(false);
    expect(isNationalId('11017002034500')).toBe(false);
    expect(isNationalId('11017002034a0')).toBe(false);
  });
  it('reads an ID typed as printed on the card', () => {
    expect(isNationalId('1-1017-00203-45-0')).toBe(true);
    expect(nationalIdDigits('1 1017 00203 45 0')).toBe('1101700203450');
  });
});
