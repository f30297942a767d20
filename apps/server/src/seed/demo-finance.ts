import { buddhistYear } from '@coop/thai-format';
import type { Insertable } from 'kysely';
import type { Database } from '../db/schema';
import {
  addDays,
  addMonths,
  daysBetween,
  iso,
  monthEnd,
  monthsBetween,
  round2,
  type YearMonth,
  ymOf,
} from './calendar';
import {
  ATM_DEPOSIT,
  BANKS,
  CREMATION_ASSOCIATIONS,
  DEPOSIT_TYPES,
  DIVIDEND_RATES,
  INSURERS,
  LOAN_OBJECTIVES,
  LOAN_TYPES,
  RELATIONSHIPS,
  WELFARE_TYPES,
} from './demo-finance-catalog';
import { type Installment, installmentOf, repaySchedule } from './loan-schedule';
import type { Random } from './random';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, SURNAMES } from './thai-names';

type Rows = { [T in keyof Database]?: Insertable<Database[T]>[] };

export interface FinanceContext {
  today: Date;
  memberCount: number;
}

interface MemberBasics {
  membership_no: string;
  /** The member's group today, billed for the current month. */
  member_group_no: string;
  /** The group the posted months were billed under (another unit for a member who moved this month). */
  billed_group_before: string;
  full_name: string;
  last_name: string;
  salary: number;
  member_date: string;
  birth_date: string;
}

/** Monthly deductions are shown for the current month (not yet posted) and the five before it. */
const KEP_MONTHS = 6;
/** Share and deposit statements keep 12 posted months in detail, older history as summary lines. */
const DETAIL_MONTHS = 12;
const LOAN_DETAIL_PERIODS = 24;
const BIG_ACCOUNT_LINES = 10_000;

interface Loan {
  contract: Insertable<Database['loan_contracts']>;
  schedule: Installment[];
  /** The installment of the current month, deducted at its end. */
  next: Installment | undefined;
}

const ymKey = (ym: YearMonth) => ym.year * 12 + ym.month;

/**
 * One member's financial read copy, every figure consistent with the others: loan balances follow their schedules,
 * each month's deduction lines equal the loan installments, share payments and deposits of that month, and the
 * dividend is computed from the member's own month-end share balances and interest paid.
 */
/**
 * `showcase`: the member the README and the browser tests point at gets one of everything, and a deposit account
 * with 10,000 statement lines for paging.
 */
export function demoFinance(random: Random, m: MemberBasics, ctx: FinanceContext, showcase: boolean): Rows {
  const rows: Required<Pick<Rows, 'share_accounts' | 'share_statements' | 'loan_contracts' | 'loan_statements' |
    'loan_collaterals' | 'deposit_accounts' | 'deposit_statements' | 'kep_headers' | 'kep_lines' |
    'cremation_memberships' | 'cremation_deductions' | 'beneficiaries' | 'dividends' | 'welfare_claims' |
    'insurance_policies'>> = {
    share_accounts: [], share_statements: [], loan_contracts: [], loan_statements: [], loan_collaterals: [],
    deposit_accounts: [], deposit_statements: [], kep_headers: [], kep_lines: [], cremation_memberships: [],
    cremation_deductions: [], beneficiaries: [], dividends: [], welfare_claims: [], insurance_policies: [],
  };
  const no = m.membership_no;
  const current: YearMonth = { year: ctx.today.getUTCFullYear(), month: ctx.today.getUTCMonth() + 1 };
  const lastPosted = addMonths(current, -1);
  const joined = ymOf(m.member_date);

  // Share capital: one purchase a month since joining, unless the member suspended payments.
  const monthly = Math.min(5_000, Math.max(100, Math.round((m.salary * random.int(3, 10)) / 100 / 10) * 10));
  const suspendedFrom = random.chance(0.03) ? addMonths(current, -random.int(2, 8)) : undefined;
  const paysIn = (ym: YearMonth) =>
    ymKey(ym) >= ymKey(joined) && (!suspendedFrom || ymKey(ym) < ymKey(suspendedFrom));
  const periodOf = (ym: YearMonth) => {
    const last = suspendedFrom && ymKey(ym) >= ymKey(suspendedFrom) ? addMonths(suspendedFrom, -1) : ym;
    return Math.max(0, monthsBetween(joined, last) + 1);
  };
  const shareBalance = (ym: YearMonth) => monthly * periodOf(ym);
  const lastPeriod = periodOf(lastPosted);
  rows.share_accounts.push({
    membership_no: no,
    share_value: shareBalance(lastPosted),
    share_count: shareBalance(lastPosted) / 10,
    monthly_payment: monthly,
    last_period: lastPeriod,
    suspended: !!suspendedFrom,
  });
  const detailFrom = addMonths(lastPosted, -(DETAIL_MONTHS - 1));
  let seq = 0;
  let summarised = 0;
  for (let year = joined.year; year < detailFrom.year; year++) {
    const end = { year, month: 12 };
    const balance = shareBalance(end);
    rows.share_statements.push({
      membership_no: no, seq: ++seq, operate_date: monthEnd(end), item_code: 'SUM',
      item_desc: `ซื้อหุ้นสะสมถึงสิ้นปี ${buddhistYear(year)}`, period: periodOf(end), amount: balance - summarised, sign: 1, balance,
    });
    summarised = balance;
  }
  if (detailFrom.month > 1 && ymKey(addMonths(detailFrom, -1)) >= ymKey(joined)) {
    const before = addMonths(detailFrom, -1);
    const balance = shareBalance(before);
    rows.share_statements.push({
      membership_no: no, seq: ++seq, operate_date: monthEnd(before), item_code: 'BF',
      item_desc: 'ยอดยกมา', period: periodOf(before), amount: balance - summarised, sign: 0, balance,
    });
  }
  for (let ym = detailFrom; ymKey(ym) <= ymKey(lastPosted); ym = addMonths(ym, 1)) {
    if (!paysIn(ym)) continue;
    rows.share_statements.push({
      membership_no: no, seq: ++seq, operate_date: monthEnd(ym), item_code: 'SHR',
      item_desc: 'ซื้อหุ้นรายเดือน (หักจากเงินเดือน)', period: periodOf(ym), amount: monthly, sign: 1, balance: shareBalance(ym),
    });
  }

  // Loans: about a third of members owe nothing.
  const loans: Loan[] = [];
  const kinds = showcase ? [1, 0] : random.chance(0.3) ? [] : random.chance(0.7) ? [1] : [1, 0];
  if (kinds.length && m.salary > 30_000 && random.chance(0.12)) kinds[0] = 2;
  const monthsAsMember = monthsBetween(joined, current);
  for (const [index, kind] of kinds.entries()) {
    const type = LOAN_TYPES[kind] ?? LOAN_TYPES[0];
    const periods = random.int(type.periods[0], type.periods[1]);
    const ceiling = Math.min(type.max, kind === 0 ? type.max : m.salary * (kind === 2 ? 60 : 35));
    const amount = Math.max(type.min, Math.round(random.int(type.min, Math.max(type.min, ceiling)) / 1000) * 1000);
    const age = random.int(1, Math.max(1, Math.min(periods - 1, monthsAsMember)));
    const payoutMonth = addMonths(current, -age);
    const payoutDate = iso(payoutMonth.year, payoutMonth.month, random.int(1, 28));
    const method = type.method;
    const schedule = repaySchedule(amount, type.rate, periods, method, payoutDate, payoutMonth, lastPosted);
    const withCurrent = repaySchedule(amount, type.rate, periods, method, payoutDate, payoutMonth, current);
    const next = withCurrent.length > schedule.length ? withCurrent[withCurrent.length - 1] : undefined;
    const balance = schedule.at(-1)?.balance ?? amount;
    const contractNo = `${type.code}${buddhistYear(payoutMonth.year) % 100}-${no.slice(2)}${index + 1}`;
    const bank = random.pick(BANKS);
    const contract: Insertable<Database['loan_contracts']> = {
      contract_no: contractNo, membership_no: no, loan_type_code: type.code, loan_type_name: type.name,
      approved_amount: amount, principal_balance: balance,
      installment_amount: installmentOf(amount, type.rate, periods, method),
      last_period: schedule.at(-1)?.period ?? 0, total_periods: periods, start_date: payoutDate,
      interest_rate: type.rate, payment_method: method, objective: random.pick(LOAN_OBJECTIVES[type.code]),
      bank_name: bank, bank_account: `xxx-x-x${random.digits(4)}-x`, sign_status: random.chance(0.03) ? 1 : 0,
      closed: false,
    };
    loans.push({ contract, schedule, next });
    rows.loan_contracts.push(contract);

    let lseq = 0;
    const shown = schedule.slice(-LOAN_DETAIL_PERIODS);
    const before = schedule[schedule.length - shown.length - 1];
    if (before) {
      rows.loan_statements.push({
        contract_no: contractNo, seq: ++lseq, operate_date: before.date, period: before.period, item_code: 'BF',
        item_desc: 'ยอดยกมา', principal: 0, interest: 0, amount: 0, balance: before.balance,
      });
    } else {
      rows.loan_statements.push({
        contract_no: contractNo, seq: ++lseq, operate_date: payoutDate, period: 0, item_code: 'PAYOUT',
        item_desc: `รับเงินกู้ โอนเข้า${bank}`, principal: amount, interest: 0, amount, balance: amount,
      });
    }
    for (const r of shown) {
      rows.loan_statements.push({
        contract_no: contractNo, seq: ++lseq, operate_date: r.date, period: r.period, item_code: 'PAY',
        item_desc: 'ชำระหนี้ (หักจากเงินเดือน)', principal: r.principal, interest: r.interest, amount: r.amount,
        balance: r.balance,
      });
    }

    const guarantor = () => {
      let other = no;
      while (other === no) other = String(random.int(1, ctx.memberCount)).padStart(7, '0');
      return other;
    };
    if (type.code === 'EM') {
      rows.loan_collaterals.push({
        contract_no: contractNo, collateral_type: 'share', guarantor_no: null,
        description: 'ใช้ทุนเรือนหุ้นของผู้กู้ค้ำประกัน', amount, status: 'ค้ำประกันอยู่',
      });
    } else {
      if (type.code === 'SP') {
        rows.loan_collaterals.push({
          contract_no: contractNo, collateral_type: 'property', guarantor_no: null,
          description: `โฉนดที่ดินเลขที่ ${random.int(1000, 99999)} พร้อมสิ่งปลูกสร้าง`, amount, status: 'จำนองอยู่',
        });
      }
      const count = type.code === 'SP' ? 1 : random.int(1, 3);
      for (let g = 0; g < count; g++) {
        rows.loan_collaterals.push({
          contract_no: contractNo, collateral_type: 'guarantor', guarantor_no: guarantor(),
          description: 'สมาชิกค้ำประกัน', amount: round2(amount / count), status: 'ค้ำประกันอยู่',
        });
      }
    }
  }

  // Deposits: a savings account for most, a special one for some; member 0000001 also has a busy ATM account.
  interface Account { accountNo: string; rate: number; monthlyIn: number }
  const accounts: Account[] = [];
  const openAccount = (type: { code: string; name: string; rate: number }, n: number) => {
    const accountNo = `${type.code}${no}${n}`;
    accounts.push({ accountNo, rate: type.rate, monthlyIn: random.chance(0.5) ? random.int(2, 20) * 100 : 0 });
    return accountNo;
  };
  const types = [
    ...(random.chance(0.85) ? [DEPOSIT_TYPES[0]] : []),
    ...(random.chance(0.4) ? [DEPOSIT_TYPES[1]] : []),
  ];
  const windowStart = monthEnd(addMonths(detailFrom, -1));
  for (const [n, type] of types.entries()) {
    const accountNo = openAccount(type, n + 1);
    const account = accounts[accounts.length - 1] as Account;
    const lines: Insertable<Database['deposit_statements']>[] = [];
    let balance = random.int(5, 2000) * 100;
    let dseq = 0;
    const add = (date: string, code: string, desc: string, sign: number, amount: number) => {
      balance = round2(balance + sign * amount);
      lines.push({ account_no: accountNo, seq: ++dseq, operate_date: date, item_code: code, item_desc: desc, sign, amount, balance });
    };
    lines.push({ account_no: accountNo, seq: ++dseq, operate_date: windowStart, item_code: 'BF', item_desc: 'ยอดยกมา', sign: 0, amount: balance, balance });
    for (let ym = detailFrom; ymKey(ym) <= ymKey(current); ym = addMonths(ym, 1)) {
      const posted = ymKey(ym) <= ymKey(lastPosted);
      const day = Math.min(20, ymKey(ym) === ymKey(current) ? ctx.today.getUTCDate() : 20);
      if (random.chance(0.15) && balance > 1000 && day >= 10) {
        add(iso(ym.year, ym.month, random.int(10, day)), 'WDL', 'ถอนเงินสด', -1, Math.round(balance * random.int(5, 40)) / 100);
      }
      if (!posted) continue;
      if (account.monthlyIn) add(monthEnd(ym), 'DED', 'ฝากเงินหักจากเงินเดือน', 1, account.monthlyIn);
      if (ym.month === 6 || ym.month === 12) add(monthEnd(ym), 'INT', 'ดอกเบี้ยเงินฝาก', 1, round2((balance * type.rate) / 100 / 2));
    }
    lines.sort((a, b) => a.operate_date.localeCompare(b.operate_date) || a.seq - b.seq);
    let running = 0;
    lines.forEach((l, i) => {
      running = round2(running + (l.item_code === 'BF' ? l.amount : l.sign * l.amount));
      l.seq = i + 1;
      l.balance = running;
    });
    const lastInterest = [...lines].reverse().find((l) => l.item_code === 'INT')?.operate_date ?? windowStart;
    const final = lines.at(-1)?.balance ?? 0;
    rows.deposit_statements.push(...lines);
    rows.deposit_accounts.push({
      account_no: accountNo, membership_no: no, type_code: type.code, type_name: type.name,
      account_name: m.full_name, balance: final,
      accrued_interest: round2((final * type.rate * daysBetween(lastInterest, ctx.today.toISOString().slice(0, 10))) / 100 / 365),
      withdrawable: Math.max(0, round2(final - 100)), held_amount: 0, open_date: addDays(m.member_date, random.int(0, 60)),
      closed: false,
    });
  }
  if (showcase) {
    const accountNo = openAccount(ATM_DEPOSIT, 9);
    const todayIso = ctx.today.toISOString().slice(0, 10);
    let date = addDays(todayIso, -Math.round(BIG_ACCOUNT_LINES * 0.6));
    let balance = 0;
    for (let i = 1; i <= BIG_ACCOUNT_LINES; i++) {
      // as many withdrawals as deposits, so the balance wanders rather than grows
      const kind = i === 1 ? 0 : random.int(1, 9);
      const [code, desc, sign, amount] =
        kind < 5 ? ['DEP', 'ฝากเงินผ่านเครื่องเอทีเอ็ม', 1, random.int(1, 20) * 100]
        : kind < 9 ? ['WDL', 'ถอนเงินผ่านเครื่องเอทีเอ็ม', -1, Math.min(balance, random.int(1, 20) * 100)]
        : ['ADJ', 'ปรับปรุงสมุดบัญชี', 0, 0];
      balance = round2(balance + sign * amount);
      rows.deposit_statements.push({ account_no: accountNo, seq: i, operate_date: date, item_code: code, item_desc: desc, sign, amount, balance });
      if (i < BIG_ACCOUNT_LINES && random.chance(0.6)) date = addDays(date, 1);
      if (date > todayIso) date = todayIso;
    }
    rows.deposit_accounts.push({
      account_no: accountNo, membership_no: no, type_code: ATM_DEPOSIT.code, type_name: ATM_DEPOSIT.name,
      account_name: m.full_name, balance, accrued_interest: round2((balance * ATM_DEPOSIT.rate * 150) / 100 / 365),
      withdrawable: Math.max(0, round2(balance - 100)), held_amount: 0, open_date: addDays(todayIso, -Math.round(BIG_ACCOUNT_LINES * 0.6)),
      closed: false,
    });
  }

  // Beneficiaries, cremation funds, insurance.
  const count = random.int(1, 3);
  const splits = count === 1 ? [100] : count === 2 ? [50, 50] : [40, 30, 30];
  const heirs = splits.map((share, i) => {
    const relationship = i === 0 && random.chance(0.6) ? 'คู่สมรส' : random.pick(RELATIONSHIPS.slice(1));
    const female = random.chance(0.5);
    const prename = relationship === 'บิดา' ? 'นาย' : relationship === 'มารดา' ? 'นาง' : female ? 'นางสาว' : 'นาย';
    const first = random.pick(female || relationship === 'มารดา' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const surname = relationship === 'คู่สมรส' && random.chance(0.4) ? random.pick(SURNAMES) : m.last_name;
    const name = `${prename}${first} ${surname}`;
    rows.beneficiaries.push({ membership_no: no, seq: i + 1, full_name: name, relationship, share_percent: share });
    return { name, relationship };
  });
  const associations = CREMATION_ASSOCIATIONS.filter((_, i) => showcase || random.chance(i === 0 ? 0.65 : 0.3));
  for (const a of associations) {
    rows.cremation_memberships.push({
      membership_no: no, association: a.name, cremation_no: `${a.short}${random.int(10000, 99999)}`,
      applied_date: addDays(m.member_date, random.int(30, 400)), status: 'ปกติ', balance: random.int(5, 30) * 100,
      arrears: 0, pending: 0, beneficiaries: JSON.stringify(heirs),
    });
  }
  const policy = showcase || random.chance(0.45)
    ? (() => {
        const coverage = Math.max(100_000, Math.ceil(loans.reduce((s, l) => s + l.contract.principal_balance, 0) / 100_000) * 100_000);
        const premium = round2(coverage * 0.0036);
        const row = {
          membership_no: no, insurer: random.pick(INSURERS), policy_type: 'ประกันชีวิตกลุ่มคุ้มครองหนี้',
          policy_no: `GL${buddhistYear(current.year) % 100}-${no}`, coverage, premium, monthly_premium: round2(premium / 12),
          start_date: iso(current.year, 1, 1), end_date: iso(current.year, 12, 31), status: 'มีผลคุ้มครอง',
        };
        rows.insurance_policies.push(row);
        return row;
      })()
    : undefined;

  // Monthly deductions: the sum of everything above that is collected through the payroll.
  for (let back = KEP_MONTHS - 1; back >= 0; back--) {
    const ym = addMonths(current, -back);
    const posted = back > 0;
    const lines: Insertable<Database['kep_lines']>[] = [];
    const line = (l: Omit<Insertable<Database['kep_lines']>, 'membership_no' | 'year' | 'month' | 'seq' | 'line_no'>) =>
      lines.push({ membership_no: no, year: ym.year, month: ym.month, seq: 1, line_no: lines.length + 1, ...l });
    if (paysIn(ym)) {
      line({ item_code: 'SHR', item_group: 'หุ้น', item_name: 'ค่าหุ้นรายเดือน', description: '', period: periodOf(ym),
        principal: 0, interest: 0, amount: monthly, balance_after: shareBalance(ym) });
    }
    for (const loan of loans) {
      const r = posted ? loan.schedule.find((s) => s.date === monthEnd(ym)) : loan.next;
      if (!r) continue;
      line({ item_code: 'LON', item_group: 'เงินกู้', item_name: loan.contract.loan_type_name, description: loan.contract.contract_no,
        period: r.period, principal: r.principal, interest: r.interest, amount: r.amount, balance_after: r.balance });
    }
    for (const a of accounts) {
      if (!a.monthlyIn) continue;
      line({ item_code: 'DEP', item_group: 'เงินฝาก', item_name: 'เงินฝากรายเดือน', description: a.accountNo, period: null,
        principal: 0, interest: 0, amount: a.monthlyIn, balance_after: null });
    }
    for (const a of associations) {
      const deaths = random.int(2, 10);
      const amount = deaths * a.perDeath;
      rows.cremation_deductions.push({ membership_no: no, year: ym.year, month: ym.month, association: a.name,
        receipt_no: `C${buddhistYear(ym.year) % 100}${String(ym.month).padStart(2, '0')}${no}`, deceased_count: deaths, amount, posted });
      line({ item_code: 'CRM', item_group: 'ฌาปนกิจสงเคราะห์', item_name: `เงินสงเคราะห์ศพ ${a.short}`, description: `${deaths} ราย`,
        period: null, principal: 0, interest: 0, amount, balance_after: null });
    }
    if (policy) {
      line({ item_code: 'ISR', item_group: 'ประกัน', item_name: 'เบี้ยประกันชีวิตกลุ่ม', description: policy.policy_no, period: null,
        principal: 0, interest: 0, amount: policy.monthly_premium, balance_after: null });
    }
    if (lines.length === 0) continue;
    const sum = (f: (l: (typeof lines)[number]) => number) => round2(lines.reduce((s, l) => s + f(l), 0));
    rows.kep_headers.push({
      membership_no: no, year: ym.year, month: ym.month, seq: 1, member_group_no: posted ? m.billed_group_before : m.member_group_no,
      receipt_no: `${posted ? 'R' : 'B'}${buddhistYear(ym.year) % 100}${String(ym.month).padStart(2, '0')}-${no}`,
      receipt_date: monthEnd(ym), posted,
      share_total: sum((l) => (l.item_code === 'SHR' ? l.amount : 0)),
      principal_total: sum((l) => l.principal ?? 0), interest_total: sum((l) => l.interest ?? 0), amount_total: sum((l) => l.amount),
    });
    rows.kep_lines.push(...lines);
  }

  // Dividends of the closed years, on month-end share balances and the loan interest paid in the year.
  for (const rate of [...DIVIDEND_RATES, { offset: 0, dividend: 6.0, refund: 12.0 }]) {
    const year = current.year - rate.offset;
    if (year < joined.year) continue;
    let weighted = 0;
    for (let month = 1; month <= 12; month++) weighted += shareBalance({ year, month });
    const shareBase = round2(weighted / 12);
    const interestPaid = round2(
      loans.flatMap((l) => l.schedule).filter((s) => s.date.startsWith(String(year))).reduce((s, r) => s + r.interest, 0),
    );
    const dividend = round2((shareBase * rate.dividend) / 100);
    const refund = round2((interestPaid * rate.refund) / 100);
    const deduction = random.chance(0.05) ? round2(Math.min(dividend + refund, random.int(5, 50) * 100)) : 0;
    const toBank = random.chance(0.3);
    rows.dividends.push({
      membership_no: no, year, share_base: shareBase, dividend_amount: dividend, interest_paid: interestPaid,
      refund_amount: refund, deduction_amount: deduction, deduction_desc: deduction ? 'หักชำระหนี้ค้างชำระ' : '',
      net_amount: round2(dividend + refund - deduction),
      pay_method: toBank ? 'โอนเข้าบัญชีธนาคาร' : 'โอนเข้าบัญชีเงินฝากสหกรณ์',
      bank_name: toBank ? random.pick(BANKS) : 'สหกรณ์ออมทรัพย์กองทัพภาคที่ 5',
      bank_account: toBank ? `xxx-x-x${random.digits(4)}-x` : (accounts[0]?.accountNo ?? ''),
    });
  }

  // Welfare received over the years.
  const claims = showcase ? 3 : random.int(0, 3);
  for (let c = 0; c < claims; c++) {
    const type = random.pick(WELFARE_TYPES.filter((w) => w.code !== 'W05'));
    if (type.once_only && rows.welfare_claims.some((w) => w.welfare_code === type.code)) continue;
    const date = addDays(m.member_date, random.int(60, Math.max(61, daysBetween(m.member_date, ctx.today.toISOString().slice(0, 10)) - 1)));
    const nights = type.code === 'W04' ? random.int(1, 10) : 1;
    const recent = daysBetween(date, ctx.today.toISOString().slice(0, 10)) < 30;
    rows.welfare_claims.push({
      membership_no: no, welfare_code: type.code, claim_date: date, amount: type.amount * nights,
      status: recent ? 'อยู่ระหว่างพิจารณา' : 'จ่ายแล้ว', note: type.code === 'W04' ? `นอนโรงพยาบาล ${nights} คืน` : '',
    });
  }
  return rows;
}

/** The cooperative-wide rows: welfare catalogue, dividend years (the current one not yet approved). */
export function demoFinanceCatalog(today: Date): Rows {
  const year = today.getUTCFullYear();
  return {
    welfare_types: WELFARE_TYPES.map((w) => ({ ...w })),
    dividend_years: [
      ...DIVIDEND_RATES.map((r) => ({
        year: year - r.offset, dividend_rate: r.dividend, refund_rate: r.refund, approved: true,
        paid_date: iso(year - r.offset + 1, 1, 15),
      })),
      { year, dividend_rate: 6.0, refund_rate: 12.0, approved: false, paid_date: null },
    ],
    // imported the night before, 22:00 in Thailand
    data_refreshes: [{ source: 'demo', refreshed_at: new Date(Date.UTC(year, today.getUTCMonth(), today.getUTCDate() - 1, 15, 0)) }],
  };
}
