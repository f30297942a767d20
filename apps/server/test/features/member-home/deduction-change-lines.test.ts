import { describe, expect, it } from 'vitest';
import { OTHER_ITEMS, deductionChangeLines } from '../../../src/features/member-home/deduction-change-lines';

const line = (item_code: string, description: string, amount: number, period: number | null = null) => ({ item_code, item_name: item_code, description, period, amount });

describe('deductionChangeLines', () => {
  it('leaves out the lines that did not change', () => {
    expect(deductionChangeLines([line('SHR', '', 500)], [line('SHR', '', 500)], { before: 500, after: 500 })).toEqual([]);
  });

  it('keeps a contract paid off and a new one of the same loan type apart', () => {
    const before = [line('LON', 'A', 100, 5), line('LON', 'B', 200, 12)];
    const after = [line('LON', 'A', 100, 6), line('LON', 'C', 300, 1)];
    const changes = deductionChangeLines(before, after, { before: 300, after: 400 });
    expect(changes.map((c) => [c.description, c.change])).toEqual([['C', 300], ['B', -200]]);
  });

  it('follows a line without an installment whose description alone moved', () => {
    const changes = deductionChangeLines([line('CRM', '3 ราย', 60)], [line('CRM', '5 ราย', 100)], { before: 60, after: 100 });
    expect(changes).toEqual([{ item_name: 'CRM', description: '5 ราย', before: 60, after: 100, change: 40 }]);
  });

  it("puts what the documents' totals hold beyond their lines on one more line, so the changes add up", () => {
    const changes = deductionChangeLines([line('SHR', '', 0.1)], [line('SHR', '', 0.2)], { before: 0.1, after: 0.35 });
    expect(changes).toEqual([
      { item_name: 'SHR', description: '', before: 0.1, after: 0.2, change: 0.1 },
      { item_name: OTHER_ITEMS, description: '', before: 0, after: 0.15, change: 0.15 },
    ]);
  });
});
