import { LOAN_RULE_KINDS, type LoanRule } from '@coop/contract';
import { describe, expect, it } from 'vitest';
import { type DraftOf, draftOf, kindsLeft, newRuleDraft, readRule, readRules, type RuleDraft } from './rule-drafts';
import { RULE_EDITOR_TEXT } from './rule-messages';

const P = RULE_EDITOR_TEXT.problems;

const ONE_OF_EACH_KIND: LoanRule[] = [
  { kind: 'membership_age', min_months: 7 },
  { kind: 'salary_multiple', tiers: [{ from_years: 0, multiple: 35 }, { from_years: 5, multiple: 40.5 }] },
  { kind: 'savings_percent', share_percent: 90, deposit_percent: 80 },
  { kind: 'shares_held', percent: 25 },
  { kind: 'retirement', retirement_age: 60, fiscal_year_end: false },
  { kind: 'salary_left', min_baht: 3000, min_percent: 10 },
  { kind: 'borrow_again', min_installments: 6, min_term_percent: 10 },
  { kind: 'refinance', type_codes: ['20', 'EM-1'], accrued_interest: 'none' },
  { kind: 'guarantors', bands: [{ up_to: 1_500_000, count: 1 }, { up_to: null, count: 3 }], pledge: 'shares', pledge_percent: 90 },
  { kind: 'guarantor_limits', min_membership_months: 12, max_loans: 2, max_salary_multiple: 30.25, max_share_percent: null },
];

describe('rule drafts', () => {
  it.each(ONE_OF_EACH_KIND)('gives a $kind rule back unchanged from its fields', (rule) => {
    expect(readRule(draftOf(rule))).toEqual({ rule });
  });

  it('shows baht with thousands separators and reads them back with or without', () => {
    const draft = draftOf({ kind: 'salary_left', min_baht: 3000, min_percent: 0 }) as DraftOf<'salary_left'>;
    expect(draft).toEqual({ kind: 'salary_left', min_baht: '3,000', min_percent: '0' });
    expect(readRule({ ...draft, min_baht: ' 5000 ' }).rule).toEqual({ kind: 'salary_left', min_baht: 5000, min_percent: 0 });
  });

  it('makes a rule of every kind added afresh that the editor can save', () => {
    for (const kind of LOAN_RULE_KINDS) expect(readRule(newRuleDraft(kind)).rule?.kind).toBe(kind);
  });

  it('offers only the kinds not in the rules yet', () => {
    expect(kindsLeft([newRuleDraft('membership_age'), newRuleDraft('guarantors')])).toEqual(LOAN_RULE_KINDS.filter((k) => k !== 'membership_age' && k !== 'guarantors'));
  });

  it('reads blank limits of a guarantor as no limit', () => {
    const draft: RuleDraft = { kind: 'guarantor_limits', min_membership_months: '6', max_loans: '2', max_salary_multiple: ' ', max_share_percent: '' };
    expect(readRule(draft).rule).toMatchObject({ max_salary_multiple: null, max_share_percent: null });
  });
});

describe('rule drafts refused in Thai at the field', () => {
  it('refuses whole numbers outside the schema’s limits, decimals and blanks', () => {
    expect(readRule({ kind: 'membership_age', min_months: '601' }).problems).toEqual({ min_months: P.whole('0', '600') });
    expect(readRule({ kind: 'membership_age', min_months: '6.5' }).problems).toEqual({ min_months: P.whole('0', '600') });
    expect(readRule({ kind: 'shares_held', percent: '' }).problems).toEqual({ percent: P.whole('1', '100') });
    expect(readRule({ kind: 'retirement', retirement_age: '39', fiscal_year_end: true }).problems).toEqual({ retirement_age: P.whole('40', '80') });
    expect(readRule({ kind: 'salary_left', min_baht: '1,000,000,001', min_percent: '0' }).problems).toEqual({ min_baht: P.baht('0', '1,000,000,000') });
  });

  it('refuses a multiple under a half, over 200 or to three places', () => {
    const tiers = (multiple: string) => readRule({ kind: 'salary_multiple', tiers: [{ from_years: '0', multiple }] }).problems;
    expect(tiers('0.4')).toEqual({ 'tiers.0.multiple': P.multiple('0.5', '200') });
    expect(tiers('200.01')).toEqual({ 'tiers.0.multiple': P.multiple('0.5', '200') });
    expect(tiers('35.125')).toEqual({ 'tiers.0.multiple': P.multiple('0.5', '200') });
  });

  it('refuses a tier whose years repeat another’s, and a table without rows', () => {
    const draft: RuleDraft = { kind: 'salary_multiple', tiers: [{ from_years: '0', multiple: '35' }, { from_years: '5', multiple: '40' }, { from_years: '5', multiple: '45' }] };
    expect(readRule(draft).problems).toEqual({ 'tiers.2.from_years': P.tierTwice });
    expect(readRule({ kind: 'salary_multiple', tiers: [] }).problems).toEqual({ tiers: P.rows('1', '20') });
  });

  it('refuses guarantor bands out of order, and an open band before the last', () => {
    const bands = (...ends: string[]) => readRule({ kind: 'guarantors', bands: ends.map((up_to) => ({ up_to, count: '1' })), pledge: 'none', pledge_percent: '0' }).problems;
    expect(bands('100,000', '50000', '')).toEqual({ 'bands.1.up_to': P.bandOrder });
    expect(bands('', '50000')).toEqual({ 'bands.0.up_to': P.openBandLast });
    expect(readRule({ kind: 'guarantors', bands: [{ up_to: '', count: '11' }], pledge: 'none', pledge_percent: '0' }).problems).toEqual({ 'bands.0.count': P.whole('0', '10') });
  });

  it('refuses loan type codes the core system could not hold', () => {
    expect(readRule({ kind: 'refinance', type_codes: '20, สามัญ', accrued_interest: 'none' }).problems).toEqual({ type_codes: P.typeCodes('20', '20') });
    expect(readRule({ kind: 'refinance', type_codes: '20 , 21,', accrued_interest: 'none' }).rule).toEqual({ kind: 'refinance', type_codes: ['20', '21'], accrued_interest: 'none' });
  });

  it('gives no rules while any of them has a problem', () => {
    expect(readRules([newRuleDraft('membership_age'), { kind: 'shares_held', percent: '0' }])).toBeUndefined();
    expect(readRules([newRuleDraft('membership_age')])).toEqual([{ kind: 'membership_age', min_months: 6 }]);
  });
});
