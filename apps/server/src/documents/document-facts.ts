import type { DocumentFact, DocumentKind, StatementKind } from '@coop/contract';
import { buddhistYear, formatMoney, formatNumber, formatThaiDate, sumBaht } from '@coop/thai-format';
import type { Db } from '../db/database';
import { fullName } from '../db/repositories/loan-repository';
import { approvedDividendsOf } from '../db/repositories/dividend-repository';
import { type Period, type PeriodSummary, readPeriodSummary } from '../db/statement-period';
import type { StatementTable } from '../db/statement-page';

/**
 * What a document states (decision 079), read from the record: the member's name apart (the verification page masks
 * it) and the labelled figures as printed. Read when the document is made and again when its code is checked, so a
 * record corrected since shows as such.
 */
export interface StatedDocument {
  memberName: string;
  facts: DocumentFact[];
}

export interface StatementSubject extends Period {
  kind: StatementKind;
  /** The contract or deposit account; the membership number for shares. */
  account: string;
}

/** A dividend slip's accounting year or a certificate's tax year, Christian era. */
export interface DividendSubject {
  year: number;
}

export type DocumentSubject = StatementSubject | DividendSubject;

const STATEMENT_TABLE: Record<StatementKind, StatementTable> = {
  loan: 'loan_statements',
  deposit: 'deposit_statements',
  share: 'share_statements',
};

/** The table a statement of this kind is read from. */
export const statementTable = (kind: StatementKind): StatementTable => STATEMENT_TABLE[kind];

export const statementDocumentKind = (kind: StatementKind): DocumentKind => `${kind}_statement`;

const money = (n: number | null) => formatMoney(n ?? 0);

/** The account a statement is of, if it is the member's: what the document calls it, and the member's name. */
async function statementAccount(db: Db, membershipNo: string, s: StatementSubject) {
  const member = db.selectFrom('members as m').select(fullName('m').as('member_name')).where('m.membership_no', '=', membershipNo);
  if (s.kind === 'loan') {
    return member
      .innerJoin('loan_contracts as c', 'c.membership_no', 'm.membership_no')
      .select(['c.contract_no as reference', 'c.loan_type_name as name'])
      .where('c.contract_no', '=', s.account)
      .executeTakeFirst();
  }
  if (s.kind === 'deposit') {
    return member
      .innerJoin('deposit_accounts as d', 'd.membership_no', 'm.membership_no')
      .select(['d.account_no as reference', 'd.type_name as name'])
      .where('d.account_no', '=', s.account)
      .executeTakeFirst();
  }
  if (s.account !== membershipNo) return undefined;
  return member
    .innerJoin('share_accounts as a', 'a.membership_no', 'm.membership_no')
    .select(['a.membership_no as reference', (eb) => eb.val('ทุนเรือนหุ้น').as('name')])
    .executeTakeFirst();
}

export interface StatementRead {
  stated: StatedDocument;
  account: { reference: string; name: string };
  summary: PeriodSummary;
}

/** A statement's account, its period's figures and what the document states of them; undefined when not the member's. */
export async function readStatement(db: Db, membershipNo: string, s: StatementSubject): Promise<StatementRead | undefined> {
  const account = await statementAccount(db, membershipNo, s);
  if (!account) return undefined;
  const summary = await readPeriodSummary(db, STATEMENT_TABLE[s.kind], s.account, s);
  const figures: DocumentFact[] =
    s.kind === 'loan'
      ? [
          { label: 'เงินต้นคงเหลือยกมา', value: money(summary.opening) },
          { label: 'เงินต้นที่ชำระรวม', value: money(summary.principal) },
          { label: 'ดอกเบี้ยที่ชำระรวม', value: money(summary.interest) },
          { label: 'เงินต้นคงเหลือ ณ วันสิ้นงวด', value: money(summary.closing) },
        ]
      : [
          { label: 'ยอดยกมา', value: money(summary.opening) },
          { label: s.kind === 'deposit' ? 'ยอดฝากรวม' : 'ยอดเพิ่มรวม', value: money(summary.money_in) },
          { label: s.kind === 'deposit' ? 'ยอดถอนรวม' : 'ยอดลดรวม', value: money(summary.money_out) },
          { label: 'ยอดคงเหลือ ณ วันสิ้นงวด', value: money(summary.closing) },
        ];
  const facts: DocumentFact[] = [
    { label: s.kind === 'loan' ? 'สัญญาเงินกู้' : s.kind === 'deposit' ? 'บัญชีเงินฝาก' : 'บัญชี', value: `${account.reference} ${account.name}` },
    { label: 'ช่วงวันที่', value: `${formatThaiDate(s.from, 'long')} ถึง ${formatThaiDate(s.to, 'long')}` },
    { label: 'จำนวนรายการ', value: formatNumber(summary.line_count, 0) },
    ...figures,
  ];
  return { stated: { memberName: account.member_name, facts }, account, summary };
}

/** Only the last four digits of a bank account: the page is public and the figures are what it checks. */
const maskAccount = (account: string) => account.replace(/[0-9](?=(?:[^0-9]*[0-9]){4})/g, 'x');
const rate = (r: number) => `${formatNumber(r)}%`;

export type DividendRow = Awaited<ReturnType<ReturnType<typeof approvedDividendsOf>['executeTakeFirstOrThrow']>>;

/** An approved year's dividend and refund of the member, and what the slip states of it; undefined when none. */
export async function readDividend(db: Db, membershipNo: string, s: DividendSubject): Promise<{ stated: StatedDocument; row: DividendRow } | undefined> {
  const [row, member] = await Promise.all([
    approvedDividendsOf(db, membershipNo).where('d.year', '=', s.year).executeTakeFirst(),
    db.selectFrom('members as m').select(fullName('m').as('member_name')).where('m.membership_no', '=', membershipNo).executeTakeFirst(),
  ]);
  if (!row || !member) return undefined;
  const facts: DocumentFact[] = [
    { label: 'ปีบัญชี', value: String(buddhistYear(row.year)) },
    { label: 'ทุนเรือนหุ้นที่ได้รับปันผล', value: money(row.share_base) },
    { label: 'อัตราเงินปันผล', value: rate(row.dividend_rate) },
    { label: 'เงินปันผล', value: money(row.dividend_amount) },
    { label: 'ดอกเบี้ยเงินกู้ที่ชำระ', value: money(row.interest_paid) },
    { label: 'อัตราเงินเฉลี่ยคืน', value: rate(row.refund_rate) },
    { label: 'เงินเฉลี่ยคืน', value: money(row.refund_amount) },
    { label: row.deduction_desc ? `หัก ${row.deduction_desc}` : 'รายการหัก', value: money(row.deduction_amount) },
    { label: 'คงเหลือจ่ายสุทธิ', value: money(row.net_amount) },
    { label: 'วันที่จ่าย', value: row.paid_date ? formatThaiDate(row.paid_date, 'long') : '-' },
    { label: 'จ่ายโดย', value: [row.pay_method, row.bank_name, maskAccount(row.bank_account)].filter(Boolean).join(' ') },
  ];
  return { stated: { memberName: member.member_name, facts }, row };
}

export interface HousingInterestContract {
  contract_no: string;
  loan_type_name: string;
  start_date: string;
  interest: number;
}

/**
 * The interest the member paid in a calendar year on contracts of the loan types staff marked as housing loans
 * (decision 080), summed in SQL over the year's statement lines, by contract; undefined when there is none.
 */
export async function readHousingInterest(
  db: Db,
  membershipNo: string,
  s: DividendSubject,
): Promise<{ stated: StatedDocument; contracts: HousingInterestContract[]; total: number } | undefined> {
  const [contracts, member] = await Promise.all([
    db
      .selectFrom('loan_contracts as c')
      .innerJoin('housing_loan_types as h', 'h.loan_type_code', 'c.loan_type_code')
      .innerJoin('loan_statements as l', 'l.contract_no', 'c.contract_no')
      .select(['c.contract_no', 'c.loan_type_name', 'c.start_date', (eb) => eb.fn.sum<number>('l.interest').as('interest')])
      .where('c.membership_no', '=', membershipNo)
      .where('l.operate_date', '>=', `${s.year}-01-01`)
      .where('l.operate_date', '<=', `${s.year}-12-31`)
      .groupBy(['c.contract_no', 'c.loan_type_name', 'c.start_date'])
      .having((eb) => eb.fn.sum('l.interest'), '>', 0)
      .orderBy('c.contract_no')
      .execute(),
    db.selectFrom('members as m').select(fullName('m').as('member_name')).where('m.membership_no', '=', membershipNo).executeTakeFirst(),
  ]);
  if (contracts.length === 0 || !member) return undefined;
  const total = sumBaht(contracts.map((c) => c.interest));
  const facts: DocumentFact[] = [
    { label: 'ปีภาษี', value: String(buddhistYear(s.year)) },
    ...contracts.map((c) => ({ label: `ดอกเบี้ยตามสัญญา ${c.contract_no} ${c.loan_type_name}`, value: money(c.interest) })),
    { label: 'ดอกเบี้ยที่ชำระรวมทั้งปี', value: money(total) },
  ];
  return { stated: { memberName: member.member_name, facts }, contracts, total };
}

/** What the record states now for a document of this kind and subject (the verification reads it again). */
export async function readStated(db: Db, kind: DocumentKind, membershipNo: string, subject: DocumentSubject): Promise<StatedDocument | undefined> {
  if (kind === 'dividend_slip') return (await readDividend(db, membershipNo, subject as DividendSubject))?.stated;
  if (kind === 'housing_interest_certificate') return (await readHousingInterest(db, membershipNo, subject as DividendSubject))?.stated;
  return (await readStatement(db, membershipNo, subject as StatementSubject))?.stated;
}
