import { type Kysely, sql } from 'kysely';
import { runScript } from '../run-script';

/**
 * The member's financial read copy from core banking. Statement lines carry a per-account `seq` that runs 1..n
 * without gaps in date order, so a page is a seq range found by index: a page of a 10,000-line statement costs
 * what a page of a 10-line one does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table data_refreshes (
      id serial primary key,
      source text not null,
      refreshed_at timestamptz not null
    );

    create table share_accounts (
      membership_no char(7) primary key references members (membership_no) on delete cascade,
      share_value numeric(14, 2) not null,
      share_count integer not null,
      monthly_payment numeric(14, 2) not null,
      last_period integer not null,
      suspended boolean not null default false
    );

    create table share_statements (
      membership_no char(7) not null references members (membership_no) on delete cascade,
      seq integer not null,
      operate_date date not null,
      item_code text not null,
      item_desc text not null,
      period integer,
      amount numeric(14, 2) not null,
      sign smallint not null,
      balance numeric(14, 2) not null,
      primary key (membership_no, seq)
    );
    create index share_statements_date_idx on share_statements (membership_no, operate_date, seq);

    create table loan_contracts (
      contract_no text primary key,
      membership_no char(7) not null references members (membership_no) on delete cascade,
      loan_type_code text not null,
      loan_type_name text not null,
      approved_amount numeric(14, 2) not null,
      principal_balance numeric(14, 2) not null,
      installment_amount numeric(14, 2) not null,
      last_period integer not null,
      total_periods integer not null,
      start_date date not null,
      interest_rate numeric(6, 3) not null,
      payment_method text not null,
      objective text not null,
      bank_name text not null default '',
      bank_account text not null default '',
      sign_status smallint not null,
      closed boolean not null default false
    );
    create index loan_contracts_member_idx on loan_contracts (membership_no);

    create table loan_statements (
      contract_no text not null references loan_contracts (contract_no) on delete cascade,
      seq integer not null,
      operate_date date not null,
      period integer,
      item_code text not null,
      item_desc text not null,
      principal numeric(14, 2) not null,
      interest numeric(14, 2) not null,
      amount numeric(14, 2) not null,
      balance numeric(14, 2) not null,
      primary key (contract_no, seq)
    );
    create index loan_statements_date_idx on loan_statements (contract_no, operate_date, seq);

    create table loan_collaterals (
      id serial primary key,
      contract_no text not null references loan_contracts (contract_no) on delete cascade,
      collateral_type text not null,
      guarantor_no char(7) references members (membership_no) on delete set null,
      description text not null,
      amount numeric(14, 2) not null,
      status text not null
    );
    create index loan_collaterals_contract_idx on loan_collaterals (contract_no);
    create index loan_collaterals_guarantor_idx on loan_collaterals (guarantor_no);

    create table deposit_accounts (
      account_no text primary key,
      membership_no char(7) not null references members (membership_no) on delete cascade,
      type_code text not null,
      type_name text not null,
      account_name text not null,
      balance numeric(14, 2) not null,
      accrued_interest numeric(14, 2) not null,
      withdrawable numeric(14, 2) not null,
      held_amount numeric(14, 2) not null,
      open_date date not null,
      closed boolean not null default false
    );
    create index deposit_accounts_member_idx on deposit_accounts (membership_no);

    create table deposit_statements (
      account_no text not null references deposit_accounts (account_no) on delete cascade,
      seq integer not null,
      operate_date date not null,
      item_code text not null,
      item_desc text not null,
      sign smallint not null,
      amount numeric(14, 2) not null,
      balance numeric(14, 2) not null,
      primary key (account_no, seq)
    );
    create index deposit_statements_date_idx on deposit_statements (account_no, operate_date, seq);

    create table kep_headers (
      membership_no char(7) not null references members (membership_no) on delete cascade,
      year integer not null,
      month integer not null,
      seq integer not null,
      receipt_no text not null,
      receipt_date date not null,
      posted boolean not null,
      share_total numeric(14, 2) not null,
      principal_total numeric(14, 2) not null,
      interest_total numeric(14, 2) not null,
      amount_total numeric(14, 2) not null,
      primary key (membership_no, year, month, seq)
    );

    create table kep_lines (
      membership_no char(7) not null,
      year integer not null,
      month integer not null,
      seq integer not null,
      line_no integer not null,
      item_code text not null,
      item_group text not null,
      item_name text not null,
      description text not null,
      period integer,
      principal numeric(14, 2) not null,
      interest numeric(14, 2) not null,
      amount numeric(14, 2) not null,
      balance_after numeric(14, 2),
      primary key (membership_no, year, month, seq, line_no),
      foreign key (membership_no, year, month, seq) references kep_headers on delete cascade
    );

    create table cremation_memberships (
      id serial primary key,
      membership_no char(7) not null references members (membership_no) on delete cascade,
      association text not null,
      cremation_no text not null,
      applied_date date not null,
      status text not null,
      balance numeric(14, 2) not null,
      arrears numeric(14, 2) not null,
      pending numeric(14, 2) not null,
      beneficiaries jsonb not null
    );
    create index cremation_memberships_member_idx on cremation_memberships (membership_no);

    create table cremation_deductions (
      membership_no char(7) not null references members (membership_no) on delete cascade,
      year integer not null,
      month integer not null,
      association text not null,
      receipt_no text not null,
      deceased_count integer not null,
      amount numeric(14, 2) not null,
      posted boolean not null,
      primary key (membership_no, year, month, association)
    );

    create table beneficiaries (
      membership_no char(7) not null references members (membership_no) on delete cascade,
      seq integer not null,
      full_name text not null,
      relationship text not null,
      share_percent numeric(5, 2) not null,
      primary key (membership_no, seq)
    );

    create table dividend_years (
      year integer primary key,
      dividend_rate numeric(6, 3) not null,
      refund_rate numeric(6, 3) not null,
      approved boolean not null default false,
      paid_date date
    );

    create table dividends (
      membership_no char(7) not null references members (membership_no) on delete cascade,
      year integer not null references dividend_years (year),
      share_base numeric(14, 2) not null,
      dividend_amount numeric(14, 2) not null,
      interest_paid numeric(14, 2) not null,
      refund_amount numeric(14, 2) not null,
      deduction_amount numeric(14, 2) not null,
      deduction_desc text not null,
      net_amount numeric(14, 2) not null,
      pay_method text not null,
      bank_name text not null default '',
      bank_account text not null default '',
      primary key (membership_no, year)
    );

    create table welfare_types (
      code text primary key,
      name text not null,
      description text not null,
      amount numeric(14, 2) not null,
      once_only boolean not null
    );

    create table welfare_claims (
      id serial primary key,
      membership_no char(7) not null references members (membership_no) on delete cascade,
      welfare_code text not null references welfare_types (code),
      claim_date date not null,
      amount numeric(14, 2) not null,
      status text not null,
      note text not null default ''
    );
    create index welfare_claims_member_idx on welfare_claims (membership_no);

    create table insurance_policies (
      id serial primary key,
      membership_no char(7) not null references members (membership_no) on delete cascade,
      insurer text not null,
      policy_type text not null,
      policy_no text not null,
      coverage numeric(14, 2) not null,
      premium numeric(14, 2) not null,
      monthly_premium numeric(14, 2) not null,
      start_date date not null,
      end_date date not null,
      status text not null
    );
    create index insurance_policies_member_idx on insurance_policies (membership_no);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table insurance_policies, welfare_claims, welfare_types, dividends, dividend_years, beneficiaries,
    cremation_deductions, cremation_memberships, kep_lines, kep_headers, deposit_statements, deposit_accounts,
    loan_collaterals, loan_statements, loan_contracts, share_statements, share_accounts, data_refreshes`.execute(db);
}
