import { type IsoDate, parseIsoDate } from '@coop/thai-format';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { RATE_SCALE, scaledDecimal } from './loan-arithmetic';
import type { LoanFacts, LoanProduct } from './loan-rules';

interface FactsRow {
  birth_date: string | null;
  member_date: string | null;
  salary: number;
  shares: number;
  share_payment: number;
  deposits: number;
  billed: boolean;
  billed_total: number;
  loans: {
    contract_no: string;
    type_code: string;
    type_name: string;
    principal: number;
    rate: number;
    paid: number;
    total: number;
    installment: number;
    paid_up_to: string;
    billed: number | null;
  }[];
  guarantees: { contract_no: string; amount: number }[];
}

/**
 * A member's facts for the loan rules, from the read copy in one statement, money as whole satang (`numeric` × 100,
 * exact) and rates in thousandths of a per cent. The month's deductions are those of the newest month billed up to
 * `today`; with none billed yet, the share payment and the loans' installments. Each loan's part of them is its
 * line in that month (none when the month does not bill it). A guarantee uses the amount the core system records,
 * at most what the loan still owes. Undefined when there is no such member.
 */
export async function readLoanFacts(db: Db, membershipNo: string, today: IsoDate): Promise<LoanFacts | undefined> {
  const { year, month } = parseIsoDate(today)!;
  const { rows } = await sql<FactsRow>`
    with billed_month as (
      select year, month from kep_headers
      where membership_no = ${membershipNo} and (year, month) <= (${year}, ${month})
      order by year desc, month desc limit 1
    )
    select
      m.birth_date::text as birth_date,
      m.member_date::text as member_date,
      (m.salary * 100)::bigint as salary,
      coalesce(s.share_value * 100, 0)::bigint as shares,
      coalesce(s.monthly_payment * 100, 0)::bigint as share_payment,
      (select coalesce(sum(d.balance) * 100, 0)::bigint from deposit_accounts d where d.membership_no = m.membership_no and not d.closed) as deposits,
      exists (select 1 from billed_month) as billed,
      (select coalesce(sum(h.amount_total) * 100, 0)::bigint from kep_headers h join billed_month k on h.year = k.year and h.month = k.month
        where h.membership_no = m.membership_no) as billed_total,
      coalesce((
        select json_agg(json_build_object(
          'contract_no', c.contract_no, 'type_code', c.loan_type_code, 'type_name', c.loan_type_name,
          'principal', (c.principal_balance * 100)::bigint, 'rate', (c.interest_rate * ${RATE_SCALE})::bigint,
          'paid', c.last_period, 'total', c.total_periods, 'installment', (c.installment_amount * 100)::bigint,
          'paid_up_to', coalesce((select st.operate_date from loan_statements st where st.contract_no = c.contract_no order by st.seq desc limit 1), c.start_date),
          'billed', (select (sum(l.amount) * 100)::bigint from kep_lines l join billed_month k on l.year = k.year and l.month = k.month
            where l.membership_no = m.membership_no and l.description = c.contract_no)
        ) order by c.start_date, c.contract_no)
        from loan_contracts c where c.membership_no = m.membership_no and not c.closed
      ), '[]') as loans,
      coalesce((
        select json_agg(json_build_object('contract_no', g.contract_no, 'amount', (least(g.amount, c.principal_balance) * 100)::bigint) order by g.contract_no)
        from loan_collaterals g join loan_contracts c on c.contract_no = g.contract_no
        where g.guarantor_no = m.membership_no and g.collateral_type = 'guarantor' and not c.closed
      ), '[]') as guarantees
    from members m left join share_accounts s on s.membership_no = m.membership_no
    where m.membership_no = ${membershipNo}
  `.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const installments = row.loans.reduce((sum, l) => sum + l.installment, 0);
  return {
    today,
    memberDate: row.member_date,
    birthDate: row.birth_date,
    salary: Number(row.salary),
    shares: Number(row.shares),
    deposits: Number(row.deposits),
    loans: row.loans.map((l) => ({
      contractNo: l.contract_no,
      typeCode: l.type_code,
      typeName: l.type_name,
      principal: l.principal,
      rate: l.rate,
      paidInstallments: l.paid,
      totalInstallments: l.total,
      paidUpTo: l.paid_up_to,
      monthlyDeduction: row.billed ? (l.billed ?? 0) : l.installment,
    })),
    guarantees: row.guarantees.map((g) => ({ contractNo: g.contract_no, amount: g.amount })),
    deductions: row.billed ? Number(row.billed_total) : Number(row.share_payment) + installments,
  };
}

/** The versions in force on a day (the latest effective by then, per product), offered ones only, in list order. */
function versionsInForce(db: Db, day: IsoDate) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('loan_product_versions as v')
        .innerJoin('loan_products as p', 'p.id', 'v.product_id')
        .distinctOn('v.product_id')
        .select([
          'v.id', 'v.product_id', 'p.position', 'v.offered', 'v.name', 'v.loan_type_code', 'v.method', 'v.max_installments', 'v.rules',
          sql<string>`v.effective_from::text`.as('effective_from'),
          sql<string>`v.annual_rate::text`.as('annual_rate'),
          sql<string>`v.max_amount::text`.as('max_amount'),
        ])
        .where('v.effective_from', '<=', day)
        .orderBy('v.product_id')
        .orderBy('v.effective_from', 'desc')
        .as('current'),
    )
    .selectAll()
    .where('current.offered', '=', true);
}

type VersionRow = Awaited<ReturnType<ReturnType<typeof versionsInForce>['executeTakeFirstOrThrow']>>;

const productOf = (row: VersionRow): LoanProduct => ({
  productId: row.product_id,
  versionId: row.id,
  effectiveFrom: row.effective_from,
  name: row.name,
  loanTypeCode: row.loan_type_code,
  rateText: row.annual_rate,
  rate: scaledDecimal(row.annual_rate, 3),
  method: row.method,
  maxAmount: scaledDecimal(row.max_amount, 2),
  maxInstallments: row.max_installments,
  rules: row.rules,
});

export async function productsInForce(db: Db, day: IsoDate): Promise<LoanProduct[]> {
  const rows = await versionsInForce(db, day).orderBy('current.position').orderBy('current.product_id').execute();
  return rows.map(productOf);
}

export async function productInForce(db: Db, productId: number, day: IsoDate): Promise<LoanProduct | undefined> {
  const row = await versionsInForce(db, day).where('current.product_id', '=', productId).executeTakeFirst();
  return row && productOf(row);
}
