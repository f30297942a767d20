import { describe, expect, it } from 'vitest';
import { PREVIEW_LENGTH, previewText } from './preview-text';

describe('previewText', () => {
  it('keeps short text as it is', () => {
    expect(previewText('ประกาศรับสมัคร')).toBe('ประกาศรับสมัคร');
    expect(previewText('a'.repeat(80))).toBe('a'.repeat(80));
  });
  it('cuts at 80 characters by default and adds an ellipsis', () => {
    expect(previewText('a'.repeat(81))).toBe(`${'a'.repeat(80)}...`);
  });
  it('honours the question and news cut-offs', () => {
    expect(PREVIEW_LENGTH).toEqual({ default: 80, question: 120, news: 250 });
    expect(previewText('b'.repeat(300), PREVIEW_LENGTH.question)).toBe(`${'b'.repeat(120)}...`);
    expect(previewText('c'.repeat(300), PREVIEW_LENGTH.news)).toBe(`${'c'.repeat(250)}...`);
  });
  it('never separates a Thai vowel or tone mark from its consonant', () => {
    // "ที่" is one consonant with two marks: three code points, one character on screen.
    expect(previewText('ที่ที่ที่', 2)).toBe('ที่ที่...');
  });
  it('flattens line breaks and does not leave a space before the ellipsis', () => {
    // "ข่าว" is three characters on screen: ข่, า, ว.
    expect(previewText('ข่าว\n\nสหกรณ์   วันนี้', 4)).toBe('ข่าว...');
  });
  it('gives an empty string for nothing', () => {
    expect(previewText(null)).toBe('');
    expect(previewText(undefined)).toBe('');
  });
});
