import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { draftOf, readRules } from '../rule-drafts';
import { RULE_EDITOR_TEXT } from '../rule-messages';
import { focusFirstProblem, RuleEditor, type RuleRow, ruleRow } from './rule-editor';

afterEach(cleanup);

/** The editor as a form holds it; `saved` is what the form would send now. */
function renderEditor(rows: RuleRow[] = [], showProblems = false) {
  const seen = { rows };
  function Holder() {
    const [value, setValue] = useState(rows);
    return (
      <RuleEditor
        prefix="test"
        rows={value}
        showProblems={showProblems}
        onChange={(next) => {
          seen.rows = next;
          setValue(next);
        }}
      />
    );
  }
  render(<Holder />);
  return { saved: () => readRules(seen.rows.map((r) => r.draft)) };
}

const rule = (name: string) => screen.getByRole('group', { name: new RegExp(name) });

describe('RuleEditor', () => {
  it('adds a salary tier table row by row and gives the rule with the sentence members read', async () => {
    const { saved } = renderEditor();
    await userEvent.selectOptions(screen.getByLabelText('ชนิดเกณฑ์ที่จะเพิ่ม'), 'salary_multiple');
    await userEvent.click(screen.getByRole('button', { name: 'เพิ่มเกณฑ์' }));
    const tiers = rule('วงเงินตามเงินเดือน');
    await userEvent.clear(within(tiers).getByLabelText('กู้ได้ (เท่าของเงินเดือน) แถวที่ 1'));
    await userEvent.type(within(tiers).getByLabelText('กู้ได้ (เท่าของเงินเดือน) แถวที่ 1'), '30');
    await userEvent.click(within(tiers).getByRole('button', { name: 'เพิ่มแถว' }));
    await userEvent.type(within(tiers).getByLabelText('เป็นสมาชิกตั้งแต่ (ปี) แถวที่ 2'), '10');
    await userEvent.type(within(tiers).getByLabelText('กู้ได้ (เท่าของเงินเดือน) แถวที่ 2'), '45.5');
    expect(saved()).toEqual([{ kind: 'salary_multiple', tiers: [{ from_years: 0, multiple: 30 }, { from_years: 10, multiple: 45.5 }] }]);
    expect(tiers.textContent).toContain('กู้ได้ไม่เกิน 30 เท่าของเงินเดือน, 45.5 เท่า เมื่อเป็นสมาชิก 10 ปีขึ้นไป');
  });

  it('gives the guarantors rule from its bands, its pledge choice and percentage', async () => {
    const { saved } = renderEditor([ruleRow(draftOf({ kind: 'guarantors', bands: [{ up_to: null, count: 1 }], pledge: 'none', pledge_percent: 90 }))]);
    const bands = rule('จำนวนผู้ค้ำประกัน');
    await userEvent.type(within(bands).getByLabelText('ยอดกู้ไม่เกิน (บาท) แถวที่ 1'), '100,000');
    await userEvent.click(within(bands).getByRole('button', { name: 'เพิ่มแถว' }));
    await userEvent.type(within(bands).getByLabelText('ผู้ค้ำ (คน) แถวที่ 2'), '2');
    await userEvent.selectOptions(within(bands).getByLabelText('ใช้เงินออมค้ำแทนผู้ค้ำประกัน'), 'deposits');
    await userEvent.clear(within(bands).getByLabelText('คิดมูลค่าเงินออมที่ค้ำร้อยละ'));
    await userEvent.type(within(bands).getByLabelText('คิดมูลค่าเงินออมที่ค้ำร้อยละ'), '80');
    expect(saved()).toEqual([
      {
        kind: 'guarantors',
        bands: [
          { up_to: 100_000, count: 1 },
          { up_to: null, count: 2 },
        ],
        pledge: 'deposits',
        pledge_percent: 80,
      },
    ]);
    expect(bands.textContent).toContain('ผู้ค้ำประกัน ยอดกู้ไม่เกิน 100,000 บาท 1 คน, ยอดกู้เกินนั้น 2 คน หรือใช้เงินฝากค้ำประกันแทนได้ (คิดร้อยละ 80)');
  });

  it('gives the retirement and refinance rules from their checkbox, codes and choice', async () => {
    const { saved } = renderEditor([ruleRow(draftOf({ kind: 'retirement', retirement_age: 60, fiscal_year_end: true })), ruleRow(draftOf({ kind: 'refinance', type_codes: [], accrued_interest: 'actual_days' }))]);
    await userEvent.click(within(rule('ผ่อนให้จบก่อนเกษียณ')).getByLabelText(/30 กันยายน/));
    await userEvent.type(within(rule('หักกลบสัญญาเดิม')).getByLabelText('รหัสประเภทเงินกู้ที่หักกลบ'), '20, 21');
    await userEvent.selectOptions(within(rule('หักกลบสัญญาเดิม')).getByLabelText('ดอกเบี้ยของสัญญาเดิม'), 'none');
    expect(saved()).toEqual([
      { kind: 'retirement', retirement_age: 60, fiscal_year_end: false },
      { kind: 'refinance', type_codes: ['20', '21'], accrued_interest: 'none' },
    ]);
  });

  it('offers only the kinds not added yet, moves a rule up and removes one', async () => {
    const { saved } = renderEditor([ruleRow(draftOf({ kind: 'membership_age', min_months: 6 })), ruleRow(draftOf({ kind: 'shares_held', percent: 25 }))]);
    const kinds = within(screen.getByLabelText('ชนิดเกณฑ์ที่จะเพิ่ม')).getAllByRole('option').map((o) => o.textContent);
    expect(kinds).not.toContain('อายุการเป็นสมาชิก');
    expect(kinds).toHaveLength(8);
    await userEvent.click(screen.getByRole('button', { name: 'เลื่อนขึ้น ทุนเรือนหุ้นที่ต้องมี' }));
    expect(saved()?.map((r) => r.kind)).toEqual(['shares_held', 'membership_age']);
    await userEvent.click(screen.getByRole('button', { name: 'ลบ อายุการเป็นสมาชิก' }));
    expect(saved()).toEqual([{ kind: 'shares_held', percent: 25 }]);
  });

  it('says in Thai at the field what is wrong once the form is sent, and no sentence until it is right', () => {
    renderEditor([ruleRow({ kind: 'guarantor_limits', min_membership_months: '6', max_loans: '0', max_salary_multiple: '0.25', max_share_percent: '' })], true);
    const limits = rule('คุณสมบัติผู้ค้ำประกัน');
    expect(within(limits).getByLabelText('ค้ำได้ไม่เกิน (สัญญา)').getAttribute('aria-invalid')).toBe('true');
    expect(limits.textContent).toContain(RULE_EDITOR_TEXT.problems.whole('1', '20'));
    expect(limits.textContent).toContain(RULE_EDITOR_TEXT.problems.multiple('0.5', '200'));
    expect(limits.textContent).toContain(RULE_EDITOR_TEXT.notYet);
  });

  it('takes the form to the first field with a problem', () => {
    const rows = [ruleRow(draftOf({ kind: 'membership_age', min_months: 6 })), ruleRow({ kind: 'salary_multiple', tiers: [{ from_years: '0', multiple: '35' }, { from_years: '5', multiple: '300' }] })];
    render(<RuleEditor prefix="test" rows={rows} onChange={() => {}} showProblems />);
    focusFirstProblem('test', rows);
    expect(document.activeElement).toBe(screen.getByLabelText('กู้ได้ (เท่าของเงินเดือน) แถวที่ 2'));
  });
});
