import { describe, expect, it } from 'vitest';
import { waitingNote } from './waiting-notes';

describe('waitingNote', () => {
  it('sends the letter and a dispute answer to the confirmation page, in Buddhist years', () => {
    expect(waitingNote({ kind: 'confirm_letter', year: 2026 })).toEqual({ text: 'หนังสือยืนยันยอด ปี 2569 รอท่านตรวจสอบและยืนยัน', to: '/member/confirmData' });
    expect(waitingNote({ kind: 'dispute_answer', year: 2025, answered_at: '2026-11-20T03:00:00.000Z' }).to).toBe('/member/confirmData');
  });

  it('says how a payment-service request was decided and leads to it', () => {
    const decided_at = '2026-11-20T03:00:00.000Z';
    expect(waitingNote({ kind: 'payment_request', status: 'approved', decided_at })).toEqual({ text: 'คำขอเปิดใช้บริการชำระเงินได้รับอนุมัติแล้ว', to: '/member/requestpromoney' });
    expect(waitingNote({ kind: 'payment_request', status: 'rejected', decided_at }).text).toContain('ไม่ได้รับอนุมัติ');
  });
});
