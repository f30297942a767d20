import { describe, expect, it } from 'vitest';
import { countLetters } from './admin-members';

describe('countLetters', () => {
  it('counts a Thai vowel or tone written above or below its letter, as a reader does', () => {
    expect(countLetters('ดูยอด')).toBe(5);
    expect(countLetters('ที่')).toBe(3);
  });

  it('counts no zero-width, direction or filler character', () => {
    expect(countLetters('\u200B\u200D\u202E\u2066\uFEFF')).toBe(0);
    expect(countLetters('ก\u200Bข')).toBe(2);
  });

  it('counts at most two marks on one letter, as Thai writes no more', () => {
    expect(countLetters('a\u0301\u0301\u0301\u0301')).toBe(3);
  });

  it('counts no mark without a letter under it, nor spaces and punctuation', () => {
    expect(countLetters('\u0301\u0E39\u0E48 . , !')).toBe(0);
  });
});
