import type { LoanProductTerms, LoanRule } from '@coop/contract';
import { addMonths as addMonthsTo, nationalIdCheckDigit, thaiToday } from '@coop/thai-format';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { Database, MemberTable } from '../db/schema';
import { insertProduct, insertProductVersion } from '../features/loan-eligibility/loan-eligibility-queries';
import { addMonths, iso, monthEnd, ymOf } from './calendar';
import { LOAN_TYPES } from './demo-finance-catalog';
import { demoEmployeeNo } from './demo-members';

type Rows = { [T in keyof Database]?: Insertable<Database[T]>[] };

const [EMERGENCY, ORDINARY, HOUSING] = LOAN_TYPES;

const guarantorLimits: LoanRule = { kind: 'guarantor_limits', min_membership_months: 6, max_loans: 2, max_salary_multiple: 40, max_share_percent: null };
const retirement: LoanRule = { kind: 'retirement', retirement_age: 60, fiscal_year_end: true };

/**
 * The demo cooperative's three loans as products with rules of the kind Thai cooperatives publish (decision 063), at
 * the core system's own type codes and rates, so the demo's contracts and the products agree.
 */
export const DEMO_LOAN_PRODUCTS: readonly LoanProductTerms[] = [
  {
    name: EMERGENCY.name,
    loan_type_code: EMERGENCY.code,
    annual_rate: String(EMERGENCY.rate),
    method: 'equal-principal',
    max_amount: String(EMERGENCY.max),
    max_installments: 12,
    rules: [
      { kind: 'membership_age', min_months: 3 },
      { kind: 'salary_multiple', tiers: [{ from_years: 0, multiple: 3 }] },
      { kind: 'salary_left', min_baht: 3_000, min_percent: 0 },
      { kind: 'refinance', type_codes: [], accrued_interest: 'actual_days' },
      { kind: 'guarantors', bands: [{ up_to: null, count: 1 }], pledge: 'shares', pledge_percent: 90 },
    ],
    // an emergency loan is small and quick: staff decide without the unit's certificate
    salary_certificate: false,
  },
  {
    name: ORDINARY.name,
    loan_type_code: ORDINARY.code,
    annual_rate: String(ORDINARY.rate),
    method: 'equal-installment',
    max_amount: String(ORDINARY.max),
    max_installments: 150,
    rules: [
      { kind: 'membership_age', min_months: 6 },
      { kind: 'salary_multiple', tiers: [{ from_years: 0, multiple: 35 }, { from_years: 5, multiple: 40 }, { from_years: 10, multiple: 45 }, { from_years: 15, multiple: 50 }] },
      { kind: 'shares_held', percent: 10 },
      retirement,
      { kind: 'salary_left', min_baht: 3_000, min_percent: 0 },
      { kind: 'borrow_again', min_installments: 6, min_term_percent: 0 },
      { kind: 'refinance', type_codes: [], accrued_interest: 'actual_days' },
      { kind: 'guarantors', bands: [{ up_to: 50_000, count: 1 }, { up_to: 300_000, count: 2 }, { up_to: 700_000, count: 3 }, { up_to: null, count: 4 }], pledge: 'none', pledge_percent: 0 },
      guarantorLimits,
    ],
    salary_certificate: true,
  },
  {
    name: HOUSING.name,
    loan_type_code: HOUSING.code,
    annual_rate: String(HOUSING.rate),
    method: 'equal-installment',
    max_amount: String(HOUSING.max),
    max_installments: 240,
    rules: [
      { kind: 'membership_age', min_months: 24 },
      { kind: 'salary_multiple', tiers: [{ from_years: 0, multiple: 60 }] },
      { kind: 'shares_held', percent: 10 },
      retirement,
      { kind: 'salary_left', min_baht: 3_000, min_percent: 10 },
      { kind: 'borrow_again', min_installments: 12, min_term_percent: 10 },
      { kind: 'refinance', type_codes: [HOUSING.code], accrued_interest: 'actual_days' },
      { kind: 'guarantors', bands: [{ up_to: 1_000_000, count: 2 }, { up_to: null, count: 3 }], pledge: 'none', pledge_percent: 0 },
      guarantorLimits,
    ],
    salary_certificate: true,
  },
];

/** The products, in force from the first day of the demo's year. */
export async function seedDemoLoanProducts(db: Db, today: Date): Promise<void> {
  for (const terms of DEMO_LOAN_PRODUCTS) {
    const productId = await insertProduct(db);
    await insertProductVersion(db, { productId, effectiveFrom: `${today.getUTCFullYear()}-01-01`, offered: true, terms, by: 'demo', at: today });
  }
}

/** What each loan demo member shows on "กู้ได้เท่าไร" for the ordinary loan (README, decision 063). */
export const LOAN_DEMO_MEMBERS = {
  /** May borrow 350,000: 35 times the salary of 10,000, three years a member. */
  passes: '0990001',
  /** A member for four months: the ordinary loan asks six. */
  tooNew: '0990002',
  /** Three installments paid on an ordinary loan: six before borrowing again. */
  borrowsAgainTooSoon: '0990003',
  /** A housing loan leaves less than 3,000 baht of the salary. */
  salaryLeftTooLow: '0990004',
  /** Retired on the last 30 September: no installment falls before retirement. */
  retired: '0990005',
  /** Guarantees two loans already: may borrow, may not guarantee a third. */
  guarantorAtLimit: '0990006',
  /** Two members free to guarantee: the passing member applies naming them (decision 069). */
  guarantorOne: '0990007',
  guarantorTwo: '0990008',
  /** Has applied for an emergency loan, pledging shares, and waits for the staff's decision in this month's round (decision 073). */
  awaitingDecision: '0990009',
} as const;

const FIRST_NAMES = ['ประเสริฐ', 'วิไลวรรณ', 'ชัยวัฒน์', 'สุนันทา', 'บุญส่ง', 'พรทิพย์', 'สมปอง', 'มาลี', 'ศักดิ์ชัย'] as const;

interface LoanDemoMember {
  no: string;
  salary: number;
  /** Months of membership, and of age, before today. */
  memberMonths: number;
  ageMonths: number;
  shares: number;
  /** Open loans: type, amount, installments paid of the term. */
  loans: { type: (typeof LOAN_TYPES)[number]; amount: number; paid: number; periods: number }[];
}

const demoMembersOf = (): LoanDemoMember[] => [
  { no: LOAN_DEMO_MEMBERS.passes, salary: 10_000, memberMonths: 36, ageMonths: 35 * 12, shares: 40_000, loans: [] },
  { no: LOAN_DEMO_MEMBERS.tooNew, salary: 18_000, memberMonths: 4, ageMonths: 26 * 12, shares: 2_000, loans: [] },
  { no: LOAN_DEMO_MEMBERS.borrowsAgainTooSoon, salary: 22_000, memberMonths: 8 * 12, ageMonths: 38 * 12, shares: 60_000, loans: [{ type: ORDINARY, amount: 300_000, paid: 3, periods: 120 }] },
  { no: LOAN_DEMO_MEMBERS.salaryLeftTooLow, salary: 12_000, memberMonths: 12 * 12, ageMonths: 45 * 12, shares: 90_000, loans: [{ type: HOUSING, amount: 1_600_000, paid: 30, periods: 180 }] },
  { no: LOAN_DEMO_MEMBERS.retired, salary: 30_000, memberMonths: 30 * 12, ageMonths: 61 * 12 + 1, shares: 300_000, loans: [] },
  { no: LOAN_DEMO_MEMBERS.guarantorAtLimit, salary: 25_000, memberMonths: 15 * 12, ageMonths: 47 * 12, shares: 150_000, loans: [] },
  { no: LOAN_DEMO_MEMBERS.guarantorOne, salary: 28_000, memberMonths: 12 * 12, ageMonths: 44 * 12, shares: 120_000, loans: [] },
  { no: LOAN_DEMO_MEMBERS.guarantorTwo, salary: 26_000, memberMonths: 9 * 12, ageMonths: 41 * 12, shares: 80_000, loans: [] },
  { no: LOAN_DEMO_MEMBERS.awaitingDecision, salary: 20_000, memberMonths: 10 * 12, ageMonths: 39 * 12, shares: 80_000, loans: [] },
];

/**
 * The loan demo's members with their read copy: a share account, their loans with a statement line each month paid
 * (principal only, equal parts), and this month's deduction. The guarantor at the limit guarantees the two loans.
 * Numbered after any seed's own members, so the members the seed has always made stay as they were.
 */
export function loanDemoRows(today: Date, groupNo: string, passwordHash: string): { members: Insertable<MemberTable>[]; accounts: Insertable<Database['member_accounts']>[]; rows: Rows } {
  const day = thaiToday(today.getTime());
  const current = ymOf(day);
  const members: Insertable<MemberTable>[] = [];
  const accounts: Insertable<Database['member_accounts']>[] = [];
  const rows: Required<Pick<Rows, 'share_accounts' | 'loan_contracts' | 'loan_statements' | 'loan_collaterals' | 'kep_headers' | 'kep_lines'>> = {
    share_accounts: [], loan_contracts: [], loan_statements: [], loan_collaterals: [], kep_headers: [], kep_lines: [],
  };
  demoMembersOf().forEach((m, index) => {
    const body = `3${m.no}${String(index + 1).padStart(4, '0')}`;
    members.push({
      membership_no: m.no,
      prename: index % 2 === 0 ? 'นาย' : 'นาง',
      first_name: FIRST_NAMES[index] ?? 'สมาชิก',
      last_name: 'ทดลองกู้',
      member_group_no: groupNo,
      member_status: 'ปกติ',
      birth_date: addMonthsTo(day, -m.ageMonths),
      member_date: addMonthsTo(day, -m.memberMonths),
      sex: index % 2 === 0 ? 'M' : 'F',
      position: 'ข้าราชการ',
      salary: m.salary,
      address: 'ค่ายทดลอง อำเภอเมือง จังหวัดนครศรีธรรมราช 80000',
      phone: '081-000-0000',
      email: '',
      national_id: body + String(nationalIdCheckDigit(body)),
      employee_no: demoEmployeeNo(m.no),
    });
    accounts.push({ membership_no: m.no, password_hash: passwordHash, password_changed_at: today });
    const monthly = 500;
    rows.share_accounts.push({ membership_no: m.no, share_value: m.shares, share_count: m.shares / 10, monthly_payment: monthly, last_period: m.memberMonths, suspended: false });
    const lines: { code: string; name: string; description: string; principal: number; amount: number; period: number | null }[] = [
      { code: 'SHR', name: 'ค่าหุ้นรายเดือน', description: '', principal: 0, amount: monthly, period: m.memberMonths + 1 },
    ];
    m.loans.forEach((loan, n) => {
      const installment = Math.ceil(loan.amount / loan.periods);
      const start = addMonths(current, -loan.paid - 1);
      const contractNo = `${loan.type.code}-${m.no.slice(2)}${n + 1}`;
      rows.loan_contracts.push({
        contract_no: contractNo, membership_no: m.no, loan_type_code: loan.type.code, loan_type_name: loan.type.name, approved_amount: loan.amount,
        principal_balance: loan.amount - installment * loan.paid, installment_amount: installment, last_period: loan.paid, total_periods: loan.periods,
        start_date: iso(start.year, start.month, 25), interest_rate: loan.type.rate, payment_method: loan.type.method, objective: 'ใช้จ่ายในครอบครัว',
        bank_name: 'ธนาคารกรุงไทย', bank_account: 'xxx-x-x1234-x', sign_status: 0, closed: false,
      });
      for (let p = 1; p <= loan.paid; p++) {
        rows.loan_statements.push({
          contract_no: contractNo, seq: p, operate_date: monthEnd(addMonths(start, p)), period: p, item_code: 'PAY', item_desc: 'ชำระหนี้ (หักจากเงินเดือน)',
          principal: installment, interest: 0, amount: installment, balance: loan.amount - installment * p,
        });
      }
      const guarantor = LOAN_DEMO_MEMBERS.guarantorAtLimit;
      rows.loan_collaterals.push({ contract_no: contractNo, collateral_type: 'guarantor', guarantor_no: guarantor, description: 'ค้ำประกัน', amount: loan.amount, status: 'ค้ำประกันอยู่' });
      lines.push({ code: 'LON', name: loan.type.name, description: contractNo, principal: installment, amount: installment, period: loan.paid + 1 });
    });
    const total = lines.reduce((sum, l) => sum + l.amount, 0);
    rows.kep_headers.push({
      membership_no: m.no, year: current.year, month: current.month, seq: 1, member_group_no: groupNo, receipt_no: `L${current.year}${String(current.month).padStart(2, '0')}-${m.no}`,
      receipt_date: monthEnd(current), posted: false, share_total: monthly, principal_total: total - monthly, interest_total: 0, amount_total: total,
    });
    rows.kep_lines.push(
      ...lines.map((l, i) => ({
        membership_no: m.no, year: current.year, month: current.month, seq: 1, line_no: i + 1, item_code: l.code, item_group: l.code, item_name: l.name,
        description: l.description, period: l.period, principal: l.principal, interest: 0, amount: l.amount, balance_after: null,
      })),
    );
  });
  return { members, accounts, rows };
}
