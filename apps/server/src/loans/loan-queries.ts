import { type IsoDate, parseIsoDate } from '@coop/thai-format';
import { sql } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import { attemptCountQuery, type CountParams } from '../db/repositories/login-throttle-repository';
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
 * at most what the loan still owes; a guarantee signed on an application not yet decided or paid out counts at its
 * share of the amount asked (decision 069), so signing several at once cannot pass a limit. Undefined when there is
 * no such member.
 */
export async function readLoanFacts(db: Db, membershipNo: string, today: IsoDate): Promise<LoanFacts | undefined> {
  const [row] = await factsStatement(db, { membershipNo, ...monthOf(today) });
  return row && factsOf(row, today);
}

interface MemberMonth {
  membershipNo: string;
  year: number;
  month: number;
}

const monthOf = (today: IsoDate) => {
  const { year, month } = parseIsoDate(today)!;
  return { year, month };
};

const factsSelect = (p: MemberMonth) => sql<FactsRow>`
    with billed_month as (
      select year, month from kep_headers
      where membership_no = ${p.membershipNo} and (year, month) <= (${p.year}, ${p.month})
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
        select json_agg(json_build_object('contract_no', u.contract_no, 'amount', u.amount) order by u.contract_no)
        from (
          select g.contract_no, (least(g.amount, c.principal_balance) * 100)::bigint as amount
          from loan_collaterals g join loan_contracts c on c.contract_no = g.contract_no
          where g.guarantor_no = m.membership_no and g.collateral_type = 'guarantor' and not c.closed
          union all
          select a.application_no, (ag.amount * 100)::bigint
          from loan_application_guarantors ag join loan_applications a on a.id = ag.application_id
          where ag.guarantor_no = m.membership_no and ag.status = 'accepted' and a.status not in ('paid_out', 'rejected', 'cancelled')
        ) u
      ), '[]') as guarantees
    from members m left join share_accounts s on s.membership_no = m.membership_no
    where m.membership_no = ${p.membershipNo}
  `;

// every quote and eligibility reads them, at each change of the member's form: built and compiled once
const factsStatement = compiledOnce((_db, p: MemberMonth) => factsSelect(p));

function factsOf(row: FactsRow, today: IsoDate): LoanFacts {
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

/** Every version with its product's place in the list, money and dates as text. */
const versionRows = (db: Db) =>
  db
    .selectFrom('loan_product_versions as v')
    .innerJoin('loan_products as p', 'p.id', 'v.product_id')
    .select([
      'v.id', 'v.product_id', 'p.position', 'v.offered', 'v.name', 'v.loan_type_code', 'v.method', 'v.max_installments', 'v.rules', 'v.salary_certificate',
      sql<string>`v.effective_from::text`.as('effective_from'),
      sql<string>`v.annual_rate::text`.as('annual_rate'),
      sql<string>`v.max_amount::text`.as('max_amount'),
    ]);

/** The versions in force on a day (the latest effective by then, per product), offered ones only, in list order. */
function versionsInForce(db: Db, day: IsoDate) {
  return db
    .selectFrom(
      versionRows(db)
        .distinctOn('v.product_id')
        .where('v.effective_from', '<=', day)
        .orderBy('v.product_id')
        .orderBy('v.effective_from', 'desc')
        .as('current'),
    )
    .selectAll()
    .where('current.offered', '=', true);
}

type VersionRow = Awaited<ReturnType<ReturnType<typeof versionRows>['executeTakeFirstOrThrow']>>;

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
  salaryCertificate: row.salary_certificate,
});

// a quote and an eligibility ask for these on every change of the member's form: built and compiled once
const productsStatement = compiledOnce((db, p: { day: string }) =>
  versionsInForce(db, p.day as IsoDate).orderBy('current.position').orderBy('current.product_id'),
);
const productStatement = compiledOnce((db, p: { day: string; productId: number }) =>
  versionsInForce(db, p.day as IsoDate).where('current.product_id', '=', p.productId),
);

export async function productsInForce(db: Db, day: IsoDate): Promise<LoanProduct[]> {
  return (await productsStatement(db, { day })).map(productOf);
}

export async function productInForce(db: Db, productId: number, day: IsoDate): Promise<LoanProduct | undefined> {
  const [row] = await productStatement(db, { day, productId });
  return row && productOf(row);
}

/** A version by its id, in force today or not: the rules an application was judged by. */
export async function productVersion(db: Db, versionId: number): Promise<LoanProduct | undefined> {
  const row = await versionRows(db).where('v.id', '=', versionId).executeTakeFirst();
  return row && productOf(row);
}

/** What a quote or an eligibility reads, after the call's count: the lock it answered, the member's facts, the products. */
export interface CountedLoanInputs {
  lockedUntil: Date | null;
  /** Undefined when there is no such member. */
  facts: LoanFacts | undefined;
  /** In force on the day and offered, in list order; only `productId`'s when one is asked. */
  products: LoanProduct[];
}

interface CountedInputsParams extends CountParams, MemberMonth {
  day: string;
  productId: number | null;
}

// a costly call counted and its inputs read in one round trip: the quote's three statements were most of its cost
const countedInputsStatement = compiledOnce((db, p: CountedInputsParams) => {
  const products = versionsInForce(db, p.day as IsoDate).where(sql<boolean>`(${p.productId}::int is null or current.product_id = ${p.productId}::int)`);
  return sql<{ locked_until: Date | null; facts: FactsRow | null; products: VersionRow[] }>`
    with counted as (${attemptCountQuery(db, p)})
    select
      (select locked_until from counted) as locked_until,
      (select row_to_json(f) from (${factsSelect(p)}) f) as facts,
      coalesce((select json_agg(v order by v.position, v.product_id) from (${products}) v), '[]') as products
  `;
});

/**
 * Counts a costly call (costly-limit.ts) and reads what judging it needs in the same statement: the count is
 * written whatever the read finds, and the caller refuses a call over its limit before it uses the rest.
 */
export async function readCountedLoanInputs(db: Db, count: CountParams, membershipNo: string, today: IsoDate, productId: number | null): Promise<CountedLoanInputs> {
  const [row] = await countedInputsStatement(db, { ...count, membershipNo, ...monthOf(today), day: today, productId });
  return {
    lockedUntil: row!.locked_until,
    facts: row!.facts ? factsOf(row!.facts, today) : undefined,
    products: row!.products.map(productOf),
  };
}
