import { describe, expect, it } from 'vitest';
import { isThaiMobile, maskMobile, mobileDigits } from './mobile-number';

describe('mobileDigits', () => {
  it('reads dashes, spaces and +66 as one number', () => {
    for (const typed of ['081-234-5678', '0812345678', '+66 81 234 5678', '66812345678']) expect(mobileDigits(typed)).toBe('0812345678');
  });
});

describe('isThaiMobile', () => {
  it('takes numbers starting 06, 08 and 09', () => {
    expect(['0612345678', '081-234-5678', '+66 91 234 5678'].map(isThaiMobile)).toEqual([true, true, true]);
  });
  it('refuses landlines and short numbers', () => {
    expect(['02-123-4567', '053123456', '081234567', ''].map(isThaiMobile)).toEqual([false, false, false, false]);
  });
});

describe('maskMobile', () => {
  it('keeps the first two and the last four digits', () => {
    expect(maskMobile('081-234-5678')).toBe('08x-xxx-5678');
  });
});
