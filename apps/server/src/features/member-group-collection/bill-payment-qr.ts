/**
 * The Thai QR "bill payment" payload (EMVCo merchant-presented QR, tag 30) a banking app reads to pay a biller the
 * exact amount with two references. The npm `promptpay-qr` package makes only the person-to-person form (tag 29).
 */
const BILL_PAYMENT_AID = 'A000000677010112';
const THAI_BAHT = '764';

const field = (id: string, value: string): string => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF), as EMVCo's tag 63 asks, in four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** References are upper-case letters and digits, at most 20, as the banks' bill-payment spec allows. */
export const billReference = (text: string) => text.toUpperCase().replace(/[^0-9A-Z]/g, '').slice(0, 20);

export function billPaymentPayload(bill: { billerId: string; ref1: string; ref2: string; amount: number }): string {
  const body =
    field('00', '01') +
    // 12: a dynamic code, made for one bill and its amount
    field('01', '12') +
    field('30', field('00', BILL_PAYMENT_AID) + field('01', bill.billerId) + field('02', billReference(bill.ref1)) + field('03', billReference(bill.ref2))) +
    field('53', THAI_BAHT) +
    field('54', bill.amount.toFixed(2)) +
    field('58', 'TH');
  const withCrcHeader = `${body}6304`;
  return withCrcHeader + crc16(withCrcHeader);
}
