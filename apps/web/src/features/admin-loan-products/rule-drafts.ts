import { LOAN_RULE_KINDS, LOAN_RULE_LIMITS as L, type LoanRule, type LoanRuleKind, type LoanRuleOf } from '@coop/contract';
import { formatNumber } from '@coop/thai-format';
import { RULE_EDITOR_TEXT } from './rule-messages';

const P = RULE_EDITOR_TEXT.problems;

/**
 * A rule as staff type it: every number as the text typed (blank where the schema allows null), so a value half
 * typed stays in its field and is judged there. `readRule` makes the contract's rule of it, or says what is wrong.
 */
export type RuleDraft =
  | { kind: 'membership_age'; min_months: string }
  | { kind: 'salary_multiple'; tiers: { from_years: string; multiple: string }[] }
  | { kind: 'savings_percent'; share_percent: string; deposit_percent: string }
  | { kind: 'shares_held'; percent: string }
  | { kind: 'retirement'; retirement_age: string; fiscal_year_end: boolean }
  | { kind: 'salary_left'; min_baht: string; min_percent: string }
  | { kind: 'borrow_again'; min_installments: string; min_term_percent: string }
  | { kind: 'refinance'; type_codes: string; accrued_interest: LoanRuleOf<'refinance'>['accrued_interest'] }
  | { kind: 'guarantors'; bands: { up_to: string; count: string }[]; pledge: LoanRuleOf<'guarantors'>['pledge']; pledge_percent: string }
  | { kind: 'guarantor_limits'; min_membership_months: string; max_loans: string; max_salary_multiple: string; max_share_percent: string };
export type DraftOf<K extends LoanRuleKind> = Extract<RuleDraft, { kind: K }>;

/** What is wrong with a draft, by the field's path ("min_months", "tiers.1.multiple", "bands"). */
export type RuleProblems = Partial<Record<string, string>>;
export type ReadRule = { rule: LoanRule; problems?: undefined } | { rule?: undefined; problems: RuleProblems };

/** Baht as staff read them, with thousands separators; numbers as plain text. */
const bahtDraft = (baht: number) => formatNumber(baht, 0);
const orBlank = (value: number | null, draft: (n: number) => string = String) => (value === null ? '' : draft(value));

const DRAFT: { [K in LoanRuleKind]: (rule: LoanRuleOf<K>) => DraftOf<K> } = {
  membership_age: (r) => ({ kind: r.kind, min_months: String(r.min_months) }),
  salary_multiple: (r) => ({ kind: r.kind, tiers: r.tiers.map((t) => ({ from_years: String(t.from_years), multiple: String(t.multiple) })) }),
  savings_percent: (r) => ({ kind: r.kind, share_percent: String(r.share_percent), deposit_percent: String(r.deposit_percent) }),
  shares_held: (r) => ({ kind: r.kind, percent: String(r.percent) }),
  retirement: (r) => ({ kind: r.kind, retirement_age: String(r.retirement_age), fiscal_year_end: r.fiscal_year_end }),
  salary_left: (r) => ({ kind: r.kind, min_baht: bahtDraft(r.min_baht), min_percent: String(r.min_percent) }),
  borrow_again: (r) => ({ kind: r.kind, min_installments: String(r.min_installments), min_term_percent: String(r.min_term_percent) }),
  refinance: (r) => ({ kind: r.kind, type_codes: r.type_codes.join(', '), accrued_interest: r.accrued_interest }),
  guarantors: (r) => ({
    kind: r.kind,
    bands: r.bands.map((b) => ({ up_to: orBlank(b.up_to, bahtDraft), count: String(b.count) })),
    pledge: r.pledge,
    pledge_percent: String(r.pledge_percent),
  }),
  guarantor_limits: (r) => ({
    kind: r.kind,
    min_membership_months: String(r.min_membership_months),
    max_loans: String(r.max_loans),
    max_salary_multiple: orBlank(r.max_salary_multiple),
    max_share_percent: orBlank(r.max_share_percent),
  }),
};

/** A saved rule in the editor's fields. */
export const draftOf = (rule: LoanRule): RuleDraft => (DRAFT[rule.kind] as (r: LoanRule) => RuleDraft)(rule);

/** What a rule of each kind starts from when added: figures common in cooperatives' regulations (domain notes). */
const NEW_RULE: { [K in LoanRuleKind]: LoanRuleOf<K> } = {
  membership_age: { kind: 'membership_age', min_months: 6 },
  salary_multiple: { kind: 'salary_multiple', tiers: [{ from_years: 0, multiple: 35 }] },
  savings_percent: { kind: 'savings_percent', share_percent: 90, deposit_percent: 0 },
  shares_held: { kind: 'shares_held', percent: 25 },
  retirement: { kind: 'retirement', retirement_age: 60, fiscal_year_end: true },
  salary_left: { kind: 'salary_left', min_baht: 3000, min_percent: 0 },
  borrow_again: { kind: 'borrow_again', min_installments: 6, min_term_percent: 0 },
  refinance: { kind: 'refinance', type_codes: [], accrued_interest: 'actual_days' },
  guarantors: { kind: 'guarantors', bands: [{ up_to: 50_000, count: 1 }, { up_to: null, count: 2 }], pledge: 'none', pledge_percent: 90 },
  guarantor_limits: { kind: 'guarantor_limits', min_membership_months: 6, max_loans: 2, max_salary_multiple: null, max_share_percent: null },
};

export const newRuleDraft = (kind: LoanRuleKind): RuleDraft => draftOf(NEW_RULE[kind]);

/** The kinds not in the rules yet: each kind is stated once (the server refuses it twice). */
export const kindsLeft = (drafts: readonly RuleDraft[]): LoanRuleKind[] => LOAN_RULE_KINDS.filter((kind) => !drafts.some((d) => d.kind === kind));

interface Range {
  minimum: number;
  maximum: number;
}
const n0 = (n: number) => formatNumber(n, 0);
const plain = (typed: string) => typed.trim().replace(/,/g, '');

/** Reads a draft's fields against the schema's limits, noting each problem at its field. */
function reader() {
  const problems: RuleProblems = {};
  const checked = (path: string, value: number, ok: boolean, problem: string) => {
    if (!ok) problems[path] = problem;
    return value;
  };
  const whole = (path: string, typed: string, range: Range, problem = P.whole(n0(range.minimum), n0(range.maximum))) => {
    const text = plain(typed);
    const value = /^[0-9]{1,13}$/.test(text) ? Number(text) : NaN;
    return checked(path, value, value >= range.minimum && value <= range.maximum, problem);
  };
  return {
    problems,
    whole,
    baht: (path: string, typed: string) => whole(path, typed, L.wholeBaht, P.baht(n0(L.wholeBaht.minimum), n0(L.wholeBaht.maximum))),
    /** Times the salary, at most two places (the engine reads it to the hundredth). */
    multiple: (path: string, typed: string) => {
      const text = plain(typed);
      const value = /^[0-9]{1,3}(\.[0-9]{1,2})?$/.test(text) ? Number(text) : NaN;
      return checked(path, value, value >= L.multiple.minimum && value <= L.multiple.maximum, P.multiple(formatNumber(L.multiple.minimum), n0(L.multiple.maximum)));
    },
    /** Blank is no limit (null). */
    optional: <T>(typed: string, read: (typed: string) => T): T | null => (typed.trim() === '' ? null : read(typed)),
    rows: (path: string, count: number) => checked(path, count, count >= L.rows.minItems && count <= L.rows.maxItems, P.rows(n0(L.rows.minItems), n0(L.rows.maxItems))),
    /** A problem of several fields together, unless the field has one of its own already. */
    note: (path: string, problem: string) => {
      problems[path] ??= problem;
    },
  };
}
type Reader = ReturnType<typeof reader>;

const CODE = new RegExp(L.typeCode.pattern);

/** The bands' ends in order, only the last open: the server's own check, said at the band that breaks it. */
function checkBands(bands: readonly (number | null)[], r: Reader) {
  bands.forEach((end, i) => {
    if (end === null && i !== bands.length - 1) r.note(`bands.${i}.up_to`, P.openBandLast);
    const before = bands.slice(0, i).filter((e) => e !== null).at(-1);
    if (end !== null && before !== undefined && end <= before) r.note(`bands.${i}.up_to`, P.bandOrder);
  });
}

const READ: { [K in LoanRuleKind]: (d: DraftOf<K>, r: Reader) => LoanRuleOf<K> } = {
  membership_age: (d, r) => ({ kind: d.kind, min_months: r.whole('min_months', d.min_months, L.months) }),
  salary_multiple: (d, r) => {
    r.rows('tiers', d.tiers.length);
    const tiers = d.tiers.map((t, i) => ({ from_years: r.whole(`tiers.${i}.from_years`, t.from_years, L.tierYears), multiple: r.multiple(`tiers.${i}.multiple`, t.multiple) }));
    tiers.forEach((t, i) => {
      if (tiers.slice(0, i).some((o) => o.from_years === t.from_years)) r.note(`tiers.${i}.from_years`, P.tierTwice);
    });
    return { kind: d.kind, tiers };
  },
  savings_percent: (d, r) => ({ kind: d.kind, share_percent: r.whole('share_percent', d.share_percent, L.percent), deposit_percent: r.whole('deposit_percent', d.deposit_percent, L.percent) }),
  shares_held: (d, r) => ({ kind: d.kind, percent: r.whole('percent', d.percent, L.sharesHeldPercent) }),
  retirement: (d, r) => ({ kind: d.kind, retirement_age: r.whole('retirement_age', d.retirement_age, L.retirementAge), fiscal_year_end: d.fiscal_year_end }),
  salary_left: (d, r) => ({ kind: d.kind, min_baht: r.baht('min_baht', d.min_baht), min_percent: r.whole('min_percent', d.min_percent, L.percent) }),
  borrow_again: (d, r) => ({
    kind: d.kind,
    min_installments: r.whole('min_installments', d.min_installments, L.months),
    min_term_percent: r.whole('min_term_percent', d.min_term_percent, L.percent),
  }),
  refinance: (d, r) => {
    const type_codes = d.type_codes.split(/[,\s]+/).filter(Boolean);
    if (type_codes.length > L.typeCodes.maxItems || type_codes.some((c) => c.length > L.typeCode.maxLength || !CODE.test(c)))
      r.note('type_codes', P.typeCodes(n0(L.typeCodes.maxItems), n0(L.typeCode.maxLength)));
    return { kind: d.kind, type_codes, accrued_interest: d.accrued_interest };
  },
  guarantors: (d, r) => {
    r.rows('bands', d.bands.length);
    const bands = d.bands.map((b, i) => ({ up_to: r.optional(b.up_to, (t) => r.baht(`bands.${i}.up_to`, t)), count: r.whole(`bands.${i}.count`, b.count, L.guarantorCount) }));
    checkBands(
      bands.map((b) => b.up_to),
      r,
    );
    return { kind: d.kind, bands, pledge: d.pledge, pledge_percent: r.whole('pledge_percent', d.pledge_percent, L.percent) };
  },
  guarantor_limits: (d, r) => ({
    kind: d.kind,
    min_membership_months: r.whole('min_membership_months', d.min_membership_months, L.months),
    max_loans: r.whole('max_loans', d.max_loans, L.guarantorLoans),
    max_salary_multiple: r.optional(d.max_salary_multiple, (t) => r.multiple('max_salary_multiple', t)),
    max_share_percent: r.optional(d.max_share_percent, (t) => r.whole('max_share_percent', t, L.guaranteeSharePercent)),
  }),
};

/** The contract's rule of a draft, or each field's problem in Thai (the server judges again when saving). */
export function readRule(draft: RuleDraft): ReadRule {
  const r = reader();
  const rule = (READ[draft.kind] as (d: RuleDraft, r: Reader) => LoanRule)(draft, r);
  return Object.keys(r.problems).length === 0 ? { rule } : { problems: r.problems };
}

/** Every rule of the editor, or undefined while any has a problem. */
export function readRules(drafts: readonly RuleDraft[]): LoanRule[] | undefined {
  const rules = drafts.map((d) => readRule(d).rule);
  return rules.every((rule) => rule !== undefined) ? rules : undefined;
}
