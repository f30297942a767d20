import { describe, expect, it } from 'vitest';
import { normalizeLetterCode } from './letter-code';

describe('normalizeLetterCode', () => {
  it('prints a code in groups of four, from any spacing and case', () => {
    expect(normalizeLetterCode('7k3m9qxr2b8d')).toBe('7K3M-9QXR-2B8D');
    expect(normalizeLetterCode(' 7K3M-9QXR 2B8D ')).toBe('7K3M-9QXR-2B8D');
  });

  it('reads O as 0 and I or L as 1, as Crockford base32 does', () => {
    expect(normalizeLetterCode('O1IL-0000-AAAA')).toBe('0111-0000-AAAA');
  });

  it('refuses what cannot be a code', () => {
    expect(normalizeLetterCode('')).toBeUndefined();
    expect(normalizeLetterCode('7K3M-9QXR-2B8')).toBeUndefined();
    expect(normalizeLetterCode('7K3M-9QXR-2B8DX')).toBeUndefined();
    expect(normalizeLetterCode('7K3M-9QXR-2B8U')).toBeUndefined();
    expect(normalizeLetterCode('รหัสปลอม')).toBeUndefined();
  });
});
