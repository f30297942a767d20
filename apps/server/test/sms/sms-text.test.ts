import { describe, expect, it } from 'vitest';
import { fitSms, smsParts, withoutLinks } from '../../src/sms/sms-text';

const THAI_34 = 'สหกรณ์ออมทรัพย์แจ้งยอดเงินหักประจำเดือน'.slice(0, 34);

describe('smsParts', () => {
  it('fits 70 Thai characters in one part and 71 in two', () => {
    expect(smsParts('ก'.repeat(70))).toBe(1);
    expect(smsParts('ก'.repeat(71))).toBe(2);
  });
  it('joins Thai parts at 67 characters each', () => {
    expect(smsParts('ก'.repeat(134))).toBe(2);
    expect(smsParts('ก'.repeat(135))).toBe(3);
  });
  it('counts every Thai vowel and tone mark as a character of its own', () => {
    // 35 consonants each with a tone mark: 70 UTF-16 units on 35 places on screen
    expect(smsParts('ก่'.repeat(35))).toBe(1);
    expect(smsParts('ก่'.repeat(36))).toBe(2);
  });
  it('fits 160 Latin characters in one part, 153 each when joined', () => {
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(306))).toBe(2);
    expect(smsParts('a'.repeat(307))).toBe(3);
  });
  it('counts a character of the GSM extension table twice', () => {
    expect(smsParts('{'.repeat(80))).toBe(1);
    expect(smsParts('{'.repeat(81))).toBe(2);
  });
});

describe('withoutLinks', () => {
  it('takes out addresses with a scheme, from www. and bare domains', () => {
    const text = 'ดูที่ https://coop.example/member/kep?x=1 หรือ www.coop.example และ bit.ly/abc หรือ coop.example แล้ว';
    expect(withoutLinks(text)).toBe('ดูที่ หรือ และ หรือ แล้ว');
  });
  it('leaves amounts, dates and Thai abbreviations', () => {
    const text = 'ยอด 1,234.50 บาท วันที่ 25 พ.ย. 2569';
    expect(withoutLinks(text)).toBe(text);
  });
});

describe('fitSms', () => {
  it('leaves a short text as it is', () => {
    expect(fitSms(THAI_34)).toBe(THAI_34);
  });
  it('cuts a long Thai text at a word to two parts, with an ellipsis', () => {
    const long = 'สหกรณ์ออมทรัพย์ขอแจ้งยอดเงินที่จะหักจากเงินเดือนของท่านประจำเดือนพฤศจิกายน '.repeat(4);
    const cut = fitSms(long);
    expect(smsParts(cut)).toBeLessThanOrEqual(2);
    expect(cut.length).toBeLessThanOrEqual(134);
    expect(cut.endsWith('...')).toBe(true);
    expect(long.startsWith(cut.slice(0, -3))).toBe(true);
  });
  it('takes links out before it counts', () => {
    expect(fitSms(`แจ้งเตือน https://coop.example/${'a'.repeat(300)}`)).toBe('แจ้งเตือน');
  });
});
