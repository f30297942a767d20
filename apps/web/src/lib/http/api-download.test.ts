import { describe, expect, it } from 'vitest';
import { attachmentFileName } from './api-download';

describe('attachmentFileName', () => {
  it('reads quoted and bare names', () => {
    expect(attachmentFileName('attachment; filename="receipt-0000001-2569-10.pdf"', 'x.pdf')).toBe('receipt-0000001-2569-10.pdf');
    expect(attachmentFileName('attachment; filename=invoice.pdf', 'x.pdf')).toBe('invoice.pdf');
  });
  it('prefers the encoded name', () => {
    expect(attachmentFileName("attachment; filename=\"a.pdf\"; filename*=UTF-8''%E0%B9%83%E0%B8%9A.pdf", 'x.pdf')).toBe('ใบ.pdf');
  });
  it('falls back when there is no name', () => {
    expect(attachmentFileName(null, 'x.pdf')).toBe('x.pdf');
    expect(attachmentFileName('attachment', 'x.pdf')).toBe('x.pdf');
  });
});
