import type { LoanContract } from '@coop/contract';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { compiledOnce } from '../compiled-once';
import type { Db } from '../database';
import { monthEndBalancesOf } from '../month-end-balances';
import { type PageRequest, readOwnedStatementPage } from '../statement-page';

/** A member's full name in SQL, as Thai documents write it: the title attached to the first name, then the surname. */
export const fullName = (alias: string) =>
  sql<string>`${sql.ref(`${alias}.prename`)} || ${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}`;

const contractColumns = [
  'c.contract_no', 'c.loan_type_code', 'c.loan_type_name', 'c.approved_amount', 'c.principal_balance',
  'c.installment_amount', 'c.last_period', 'c.total_periods', 'c.start_date', 'c.interest_rate', 'c.payment_method',
  'c.objective', 'c.bank_name', 'c.bank_account', 'c.sign_status',
] as const;

/** The member's open contracts with their guarantor counts: a query to run or to nest in another. */
export function contractsOf(db: Db, membershipNo: string) {
  return db
    .selectFrom('loan_contracts as c')
    .select(contractColumns)
    .select((eb) =>
      eb
        .selectFrom('loan_collaterals as g')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('g.contract_no', '=', 'c.contract_no')
        .where('g.collateral_type', '=', 'guarantor')
        .as('guarantor_count'),
    )
    .where('c.membership_no', '=', membershipNo)
    .where('c.closed', '=', false);
}

type ContractRow = Awaited<ReturnType<ReturnType<typeof contractsOf>['executeTakeFirstOrThrow']>>;

/** Adds what members read first: how much of the loan is repaid. */
function withProgress(row: ContractRow): LoanContract {
  const repaid = row.approved_amount > 0 ? ((row.approved_amount - row.principal_balance) / row.approved_amount) * 100 : 0;
  return {
    ...row,
    payment_method: row.payment_method === 'equal_principal' ? 'equal_principal' : 'equal_installment',
    guarantor_count: Number(row.guarantor_count ?? 0),
    paid_percent: Math.round(Math.min(100, Math.max(0, repaid)) * 10) / 10,
  };
}

const contractsNewestFirst = (db: Db, membershipNo: string) => contractsOf(db, membershipNo).orderBy('c.start_date', 'desc');

export async function listLoanContracts(db: Db, membershipNo: string): Promise<LoanContract[]> {
  const rows = await contractsNewestFirst(db, membershipNo).execute();
  return rows.map(withProgress);
}

/** The loan page's statement: the open contracts and the principal at each month end, in one round trip, built once. */
const loanPageStatement = compiledOnce((db, p: { no: string; today: string; months: number }) =>
  db.selectNoFrom([
    jsonArrayFrom(contractsNewestFirst(db, p.no)).as('contracts'),
    monthEndBalancesOf('loan', p.no, p.today, p.months).as('monthly'),
  ]),
);

/** The member's open contracts, newest first, and their principal together at each of the last `months` month ends. */
export async function readLoanPage(db: Db, membershipNo: string, today: string, months: number) {
  const [row] = await loanPageStatement(db, { no: membershipNo, today, months });
  return { contracts: row!.contracts.map(withProgress), monthly: row!.monthly };
}

/**
 * The contract and one page of its statement, in one round trip. Keyed by the member as well: another member's
 * contract number finds nothing (undefined).
 */
export async function readLoanStatement<T>(db: Db, membershipNo: string, contractNo: string, page: PageRequest) {
  const contract = contractsOf(db, membershipNo).where('c.contract_no', '=', contractNo);
  const found = await readOwnedStatementPage<ContractRow, T>(db, 'loan_statements', contractNo, page, contract);
  return found && { contract: withProgress(found.owner), statement: found.statement };
}

export function listCollaterals(db: Db, contractNos: string[]) {
  if (contractNos.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('loan_collaterals as g')
    .leftJoin('members as m', 'm.membership_no', 'g.guarantor_no')
    .select(['g.contract_no', 'g.collateral_type', 'g.guarantor_no', 'g.description', 'g.amount', 'g.status'])
    .select(fullName('m').$castTo<string | null>().as('guarantor_name'))
    .where('g.contract_no', 'in', contractNos)
    .orderBy('g.contract_no')
    .orderBy('g.id')
    .execute();
}

/** Loans of other members that this member guarantees. */
export function listGuaranteedLoans(db: Db, membershipNo: string) {
  return db
    .selectFrom('loan_collaterals as g')
    .innerJoin('loan_contracts as c', 'c.contract_no', 'g.contract_no')
    .innerJoin('members as b', 'b.membership_no', 'c.membership_no')
    .select([
      'c.contract_no', 'c.loan_type_name', 'c.membership_no as borrower_no', 'g.amount as amount_guaranteed',
      'c.approved_amount', 'c.principal_balance', 'c.sign_status', 'c.start_date',
    ])
    .select(fullName('b').as('borrower_name'))
    .where('g.guarantor_no', '=', membershipNo)
    .where('g.collateral_type', '=', 'guarantor')
    .where('c.closed', '=', false)
    .orderBy('c.start_date', 'desc')
    .execute();
}
