import { describe, expect, it } from 'vitest';
import { formatThaiName } from './thai-name';

describe('formatThaiName', () => {
  it('attaches the title to the first name', () => {
    expect(formatThaiName('นาย', 'สมชาย', 'ใจดี')).toBe('นายสมชาย ใจดี');
    expect(formatThaiName('จ.ส.อ.', 'สมชาย', 'ใจดี')).toBe('จ.ส.อ.สมชาย ใจดี');
  });
  it('leaves out missing parts without stray spaces', () => {
    expect(formatThaiName('', 'สมศรี', 'รักเรียน')).toBe('สมศรี รักเรียน');
    expect(formatThaiName('นาง', 'สมศรี', null)).toBe('นางสมศรี');
    expect(formatThaiName(undefined, ' ', undefined)).toBe('');
  });
});
