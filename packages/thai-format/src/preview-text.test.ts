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
  it('counts characters as on screen: SARA AM, marks on any base, joined emoji', () => {
    expect(previewText('กำไรกำไร', 3)).toBe('กำไร...');
    expect(previewText('é'.normalize('NFD').repeat(5), 2)).toBe(`${'é'.normalize('NFD').repeat(2)}...`);
    expect(previewText('👩‍👩‍👧👍🏽ก', 2)).toBe('👩‍👩‍👧👍🏽...');
  });
  it('cuts Thai text where a word ends, never inside one', () => {
    const text = 'อัตราดอกเบี้ยเงินฝากออมทรัพย์พิเศษปรับเป็นร้อยละ 3.25 ต่อปี สมาชิกที่มีข้อสงสัยสามารถสอบถามได้ที่สำนักงานสหกรณ์';
    // 7 characters on screen end inside "ดอกเบี้ย": the preview stops after "อัตรา"
    expect(previewText(text, 7)).toBe('อัตรา...');
    // 10 characters end exactly after "ดอกเบี้ย"
    expect(previewText(text, 10)).toBe('อัตราดอกเบี้ย...');
    expect(previewText(text, 40)).toBe('อัตราดอกเบี้ยเงินฝากออมทรัพย์พิเศษปรับเป็นร้อยละ...');
  });
  it('cuts at the last space in text with spaces', () => {
    // 12 characters on screen end inside "สามัญ"
    expect(previewText('ประชุม ใหญ่ สามัญ ประจำปี', 12)).toBe('ประชุม ใหญ่...');
  });
  it('cuts inside a first word longer than the preview rather than show nothing', () => {
    expect(previewText('a'.repeat(81))).toBe(`${'a'.repeat(80)}...`);
  });
  it('gives an empty string for nothing', () => {
    expect(previewText(null)).toBe('');
    expect(previewText(undefined)).toBe('');
  });
});
