import { formatNumber } from '@coop/thai-format';
import type { LoanRule, LoanRuleOf } from './loan-product-terms';

/*
 * The Thai sentence of each rule kind, made from its parameters (decision 063): the server words the rules members
 * read with it and the console shows staff the same words as they type the parameters (decision 076).
 */

/**
 * A rule's whole baht in its sentence: "50,000 บาท". Not through formatBaht (satang with places where there are some),
 * which the console's page would then pull into the chunk every page loads (decision 076).
 */
const wholeBaht = (baht: number) => `${formatNumber(baht, 0)} บาท`;
/** A multiple of the salary: "35 เท่า". */
export const timesText = (multiple: number): string => `${formatNumber(multiple)} เท่า`;

/** Whole months as people say them: "7 ปี 3 เดือน", "5 เดือน", "2 ปี". */
export function duration(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return `${rest} เดือน`;
  return rest === 0 ? `${years} ปี` : `${years} ปี ${rest} เดือน`;
}

/** The savings a member may pledge instead of guarantors, as the sentence names them. */
export const PLEDGE_WORDS: Record<LoanRuleOf<'guarantors'>['pledge'], string> = {
  none: '',
  shares: 'หุ้น',
  deposits: 'เงินฝาก',
  shares_and_deposits: 'หุ้นและเงินฝาก',
};

/** Each kind of rule as the cooperative's regulations word it, from its parameters: what members read first. */
export const LOAN_RULE_TEXT = {
  membership_age: (r: LoanRuleOf<'membership_age'>) => `เป็นสมาชิกมาแล้วไม่น้อยกว่า ${duration(r.min_months)}`,
  salary_multiple: (r: LoanRuleOf<'salary_multiple'>) =>
    `กู้ได้ไม่เกิน ${[...r.tiers]
      .sort((a, b) => a.from_years - b.from_years)
      .map((t, i) => `${timesText(t.multiple)}${i === 0 ? 'ของเงินเดือน' : ''}${t.from_years === 0 ? '' : ` เมื่อเป็นสมาชิก ${t.from_years} ปีขึ้นไป`}`)
      .join(', ')}`,
  savings_percent: (r: LoanRuleOf<'savings_percent'>) =>
    `กู้ได้ไม่เกิน${[r.share_percent > 0 ? `ร้อยละ ${r.share_percent} ของทุนเรือนหุ้น` : '', r.deposit_percent > 0 ? `ร้อยละ ${r.deposit_percent} ของเงินฝาก` : '']
      .filter(Boolean)
      .join(' รวมกับ')}`,
  shares_held: (r: LoanRuleOf<'shares_held'>) => `มีทุนเรือนหุ้นไม่น้อยกว่าร้อยละ ${r.percent} ของยอดกู้`,
  retirement: (r: LoanRuleOf<'retirement'>) =>
    `ชำระงวดสุดท้ายไม่เกินวันเกษียณอายุ ${r.retirement_age} ปี${r.fiscal_year_end ? ' (30 กันยายนของปีงบประมาณที่ครบ)' : ''}`,
  salary_left: (r: LoanRuleOf<'salary_left'>) =>
    `เงินเดือนคงเหลือหลังหักทุกรายการรวมงวดใหม่ไม่น้อยกว่า ${[r.min_baht > 0 ? wholeBaht(r.min_baht) : '', r.min_percent > 0 ? `ร้อยละ ${r.min_percent} ของเงินเดือน` : '']
      .filter(Boolean)
      .join(' และไม่น้อยกว่า')}`,
  borrow_again: (r: LoanRuleOf<'borrow_again'>) =>
    `สัญญาประเภทเดียวกันที่ยังผ่อนอยู่ต้องผ่อนมาแล้วไม่น้อยกว่า ${r.min_installments} งวด${r.min_term_percent > 0 ? ` และร้อยละ ${r.min_term_percent} ของจำนวนงวด` : ''}`,
  refinance: (r: LoanRuleOf<'refinance'>) =>
    `หักกลบสัญญาเดิม${r.type_codes.length === 0 ? 'ประเภทเดียวกัน' : `ประเภทรหัส ${r.type_codes.join(', ')} `}จากยอดกู้ใหม่${r.accrued_interest === 'actual_days' ? ' พร้อมดอกเบี้ยถึงวันจ่ายเงินกู้' : ''}`,
  guarantors: (r: LoanRuleOf<'guarantors'>) =>
    `ผู้ค้ำประกัน ${r.bands.map((b) => `${b.up_to === null ? 'ยอดกู้เกินนั้น' : `ยอดกู้ไม่เกิน ${wholeBaht(b.up_to)}`} ${b.count} คน`).join(', ')}${
      r.pledge === 'none' ? '' : ` หรือใช้${PLEDGE_WORDS[r.pledge]}ค้ำประกันแทนได้ (คิดร้อยละ ${r.pledge_percent})`
    }`,
  guarantor_limits: (r: LoanRuleOf<'guarantor_limits'>) =>
    [
      `ผู้ค้ำประกันต้องเป็นสมาชิกมาแล้วไม่น้อยกว่า ${duration(r.min_membership_months)}`,
      `ค้ำประกันได้ไม่เกิน ${r.max_loans} สัญญา`,
      r.max_salary_multiple === null ? '' : `ยอดค้ำรวมไม่เกิน ${timesText(r.max_salary_multiple)}ของเงินเดือน`,
      r.max_share_percent === null ? '' : `ยอดค้ำรวมไม่เกินร้อยละ ${r.max_share_percent} ของหุ้น`,
    ]
      .filter(Boolean)
      .join(' '),
} as const satisfies { [K in LoanRule['kind']]: (r: LoanRuleOf<K>) => string };

/** A rule as the regulations word it, from its parameters. */
export const ruleText = (rule: LoanRule): string => (LOAN_RULE_TEXT[rule.kind] as (r: LoanRule) => string)(rule);
