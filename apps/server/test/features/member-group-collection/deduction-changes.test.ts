import { describe, expect, it } from 'vitest';
import { deductionChanges } from '../../../src/features/member-group-collection/deduction-changes';

type Members = Parameters<typeof deductionChanges>[0];
type Items = Parameters<typeof deductionChanges>[1];

const UNIT = '00051001';
/** A member's two months as the database sums them: the group billed and the whole deduction, null where not billed. */
const member = (no: string, before: [string, number] | null, after: [string, number] | null): Members[number] => ({
  membership_no: no, prename: 'นาย', first_name: `สมาชิก${no}`, last_name: 'ทดสอบ',
  group_before: before?.[0] ?? null, total_before: before?.[1] ?? 0,
  group_after: after?.[0] ?? null, total_after: after?.[1] ?? 0,
});
const item = (no: string, column: string, key: string, before: number, after: number, name = key): Items[number] => ({
  membership_no: no, item_column: column, item_key: key, item_name: name, before, after, change: after - before,
});
const rows = (members: Members, items: Items = [], elsewhere?: Parameters<typeof deductionChanges>[2]) =>
  deductionChanges(members, items, elsewhere).map((c) => [c.membership_no, c.kind, c.detail, c.before, c.after, c.change, c.new_total]);

describe('deductionChanges', () => {
  it('names a member new to the bill once, with the whole deduction to start', () => {
    expect(rows([member('2', null, [UNIT, 300])])).toEqual([['2', 'new', '', 0, 300, 300, 300]]);
  });

  it('names a member gone from the bill once, with the whole deduction taken away and nothing left to key in', () => {
    expect(rows([member('2', [UNIT, 300], null)])).toEqual([['2', 'left', '', 300, 0, -300, 0]]);
  });

  it('names each item of a member billed both months that changed, in the cover sheet order, with the new total', () => {
    const items = [
      item('1', 'other', 'ISR', 99.99, 0, 'เบี้ยประกัน'),
      item('1', 'loan', 'A', 110, 109.9),
      item('1', 'cremation', '', 40, 55.5),
      item('1', 'loan', 'B', 0, 200.1),
      item('1', 'share', '', 500, 600),
    ];
    expect(rows([member('1', [UNIT, 749.99], [UNIT, 965.5])], items)).toEqual([
      ['1', 'share_changed', '', 500, 600, 100, 965.5],
      ['1', 'installment_changed', 'A', 110, 109.9, 109.9 - 110, 965.5],
      ['1', 'loan_started', 'B', 0, 200.1, 200.1, 965.5],
      ['1', 'cremation_changed', '', 40, 55.5, 15.5, 965.5],
      ['1', 'other_changed', 'เบี้ยประกัน', 99.99, 0, -99.99, 965.5],
    ]);
  });

  it('names a loan paid off by its contract', () => {
    expect(rows([member('1', [UNIT, 600], [UNIT, 500])], [item('1', 'loan', 'A', 100, 0)])).toEqual([['1', 'loan_ended', 'A', 100, 0, -100, 500]]);
  });

  it('names nobody whose items stayed the same', () => {
    expect(rows([member('1', [UNIT, 500], [UNIT, 500])])).toEqual([]);
  });

  it('names a move between two sub-groups without amounts, so it adds nothing to the difference', () => {
    expect(rows([member('1', [UNIT, 500], ['00051002', 500])])).toEqual([['1', 'moved', UNIT, null, null, 0, 500]]);
  });

  it('names a member moved in from another group, and one moved out to another, with that group', () => {
    const elsewhere = { before: new Map([['2', '00059001']]), after: new Map([['1', '00059002']]) };
    expect(rows([member('1', [UNIT, 500], null), member('2', null, [UNIT, 300])], [], elsewhere)).toEqual([
      ['1', 'moved_out', '00059002', 500, 0, -500, 0],
      ['2', 'moved_in', '00059001', 0, 300, 300, 300],
    ]);
  });
});
