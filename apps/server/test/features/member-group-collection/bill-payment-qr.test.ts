import { describe, expect, it } from 'vitest';
import { billPaymentPayload, crc16 } from '../../../src/features/member-group-collection/bill-payment-qr';

/** Reads an EMVCo payload's top-level fields: two-digit id, two-digit length, value. */
function fields(payload: string): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < payload.length; ) {
    const id = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    out.set(id, payload.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return out;
}

describe('billPaymentPayload', () => {
  const payload = billPaymentPayload({ billerId: '099400012345601', ref1: '00051005', ref2: '256910', amount: 1234567.8 });

  it('computes CRC-16/CCITT-FALSE as the standard check value says', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('ends with a CRC over everything before it', () => {
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
  });

  it('carries the biller ID and both references in tag 30, and the exact amount in baht', () => {
    const top = fields(payload);
    expect(top.get('01')).toBe('12');
    expect(top.get('53')).toBe('764');
    expect(top.get('54')).toBe('1234567.80');
    expect(top.get('58')).toBe('TH');
    const bill = fields(top.get('30')!);
    expect(Object.fromEntries(bill)).toEqual({ '00': 'A000000677010112', '01': '099400012345601', '02': '00051005', '03': '256910' });
  });

  it('keeps only upper-case letters and digits in the references', () => {
    const bill = fields(fields(billPaymentPayload({ billerId: '099400012345601', ref1: 'ab-12 3', ref2: 'x', amount: 1 })).get('30')!);
    expect(bill.get('02')).toBe('AB123');
    expect(bill.get('03')).toBe('X');
  });
});
