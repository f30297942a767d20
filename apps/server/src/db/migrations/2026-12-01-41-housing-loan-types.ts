import { type Kysely, sql } from 'kysely';
import { setComments } from '../comments';

/**
 * Issue 28 item 3 (decision 080): the loan types staff mark as loans to buy, hire-purchase or build a home, whose
 * interest paid in a year the member may deduct from personal income tax; and the certificate of it as a document
 * issued with a code (decision 079).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table housing_loan_types (
      loan_type_code text primary key check (length(loan_type_code) between 1 and 20),
      marked_at timestamptz not null,
      marked_by text not null
    )`.execute(db);
  await sql`alter table issued_documents drop constraint issued_documents_kind_check`.execute(db);
  await sql`
    alter table issued_documents add constraint issued_documents_kind_check
    check (kind in ('loan_statement', 'deposit_statement', 'share_statement', 'dividend_slip', 'housing_interest_certificate'))`.execute(db);
  await setComments(db, {
    housing_loan_types: {
      table: 'A loan type (core banking code) staff marked as a housing loan: its interest paid is certified for the income tax deduction (decision 080).',
      columns: {
        loan_type_code: "The core banking system's loan-type code, as loan_contracts.loan_type_code holds it.",
        marked_at: 'When staff marked it.',
        marked_by: 'The staff user who marked it.',
      },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table issued_documents drop constraint issued_documents_kind_check`.execute(db);
  await sql`
    alter table issued_documents add constraint issued_documents_kind_check
    check (kind in ('loan_statement', 'deposit_statement', 'share_statement', 'dividend_slip'))`.execute(db);
  await sql`drop table housing_loan_types`.execute(db);
}
