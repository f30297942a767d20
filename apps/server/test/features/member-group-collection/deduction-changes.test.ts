import type { CoverSheetGroup, CoverSheetLoan, CoverSheetMember } from '@coop/contract';
import { describe, expect, it } from 'vitest';
import { deductionChanges } from '../../../src/features/member-group-collection/deduction-changes';

const loan = (contract_no: string, principal: number, interest: number): CoverSheetLoan => ({
  contract_no, loan_type_name: 'สามัญ', period: 1, principal, interest, balance_after: 1000,
});
const member = (no: string, share: number, loans: CoverSheetLoan[] = [], deposit = 0): CoverSheetMember => ({
  membership_no: no,
  full_name: `สมาชิก ${no}`,
  share_period: 1,
  loans,
  amounts: { share, loan_principal: 0, loan_interest: 0, deposit, cremation: 0, other: 0, total: share + deposit },
});
const unit = (no: string, ...members: CoverSheetMember[]): CoverSheetGroup => ({ member_group_no: no, member_group_name: 'หน่วย', members, subtotal: members[0]!.amounts });
const group = (...members: CoverSheetMember[]): CoverSheetGroup[] => [unit('00051001', ...members)];
const kinds = (before: CoverSheetGroup[], after: CoverSheetGroup[]) => deductionChanges(before, after).map((c) => [c.membership_no, c.kind, c.detail, c.before, c.after]);

describe('deductionChanges', () => {
  it('names nobody whose deduction stayed the same', () => {
    expect(kinds(group(member('1', 500, [loan('A', 100, 10)])), group(member('1', 500, [loan('A', 100, 10)])))).toEqual([]);
  });

  it('names a member new to the bill with the amount to start deducting', () => {
    expect(kinds(group(member('1', 500)), group(member('1', 500), member('2', 300)))).toEqual([['2', 'new', '', 0, 300]]);
  });

  it('names a loan started and an installment changed, by contract', () => {
    const before = group(member('1', 500, [loan('A', 100, 10)]));
    const after = group(member('1', 500, [loan('A', 100, 9.9), loan('B', 200, 0.1)]));
    expect(kinds(before, after)).toEqual([
      ['1', 'installment_changed', 'A', 110, 109.9],
      ['1', 'loan_started', 'B', 0, 200.1],
    ]);
  });

  it('names a share amount raised', () => {
    expect(kinds(group(member('1', 500)), group(member('1', 600)))).toEqual([['1', 'share_changed', '', 500, 600]]);
  });

  it('names a member who moved between two sub-groups of the bill, with the sub-group he left', () => {
    const before = [unit('00051001', member('1', 500)), unit('00051002', member('2', 300))];
    const after = [unit('00051002', member('1', 500), member('2', 300))];
    expect(deductionChanges(before, after).map((c) => [c.membership_no, c.kind, c.member_group_no, c.detail])).toEqual([['1', 'moved', '00051002', '00051001']]);
  });

  it('names a member moved in from another group, and one moved out to another, with that group', () => {
    const elsewhere = { before: new Map([['2', '00059001']]), after: new Map([['1', '00059002']]) };
    expect(deductionChanges(group(member('1', 500)), group(member('2', 300)), elsewhere).map((c) => [c.membership_no, c.kind, c.detail, c.before, c.after])).toEqual([
      ['1', 'moved_out', '00059002', 500, 0],
      ['2', 'moved_in', '00059001', 0, 300],
    ]);
  });
});
