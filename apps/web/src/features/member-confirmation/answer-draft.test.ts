import type { BalanceLine } from '@coop/contract';
import { describe, expect, it } from 'vitest';
import { type LineDraft, checkDrafts, readClaimedAmount } from './answer-draft';
import { CONFIRMATION_TEXT as T } from './messages';

const lines: BalanceLine[] = [
  { line_no: 1, kind: 'share', reference: '', description: 'ทุนเรือนหุ้น', units: 1250, amount: 12500 },
  { line_no: 2, kind: 'deposit', reference: '001-2-00123-4', description: 'เงินฝากออมทรัพย์', units: null, amount: 45210.75 },
];
const drafts = (one: Partial<LineDraft>, two: Partial<LineDraft>) =>
  new Map<number, LineDraft>([
    [1, { agreed: undefined, reason: '', claimed: '', ...one }],
    [2, { agreed: undefined, reason: '', claimed: '', ...two }],
  ]);

describe('checkDrafts', () => {
  it('needs a choice on every line', () => {
    const check = checkDrafts(lines, drafts({ agreed: true }, {}));
    expect(check).toEqual({ problems: new Map([[2, { choice: T.needChoice }]]) });
  });

  it('needs a reason on a line not agreed', () => {
    const check = checkDrafts(lines, drafts({ agreed: true }, { agreed: false, reason: '   ' }));
    expect(check).toEqual({ problems: new Map([[2, { reason: T.needReason, claimed: undefined }]]) });
  });

  it('refuses a claimed amount that is not a number', () => {
    const check = checkDrafts(lines, drafts({ agreed: true }, { agreed: false, reason: 'ยอดไม่ตรง', claimed: '45,000.755' }));
    expect(check).toEqual({ problems: new Map([[2, { reason: undefined, claimed: T.badAmount }]]) });
  });

  it('gives the server every line, with the reason and the claimed amount when given', () => {
    const check = checkDrafts(lines, drafts({ agreed: true, reason: 'ignored' }, { agreed: false, reason: ' ฝากเพิ่มแล้ว ', claimed: '46,210.75' }));
    expect(check).toEqual({
      body: [
        { line_no: 1, agreed: true },
        { line_no: 2, agreed: false, reason: 'ฝากเพิ่มแล้ว', claimed_amount: 46210.75 },
      ],
    });
  });

  it('leaves the claimed amount out when none was typed', () => {
    expect(checkDrafts(lines, drafts({ agreed: true }, { agreed: false, reason: 'ไม่มีบัญชีนี้' }))).toEqual({
      body: [
        { line_no: 1, agreed: true },
        { line_no: 2, agreed: false, reason: 'ไม่มีบัญชีนี้' },
      ],
    });
  });
});

describe('readClaimedAmount', () => {
  it('reads grouped baht with up to two decimals', () => {
    expect(readClaimedAmount('12,500.5')).toBe(12500.5);
    expect(readClaimedAmount(' 0 ')).toBe(0);
    expect(readClaimedAmount('')).toBeUndefined();
    expect(readClaimedAmount('12.345')).toBeNaN();
    expect(readClaimedAmount('หนึ่งพัน')).toBeNaN();
  });
});
