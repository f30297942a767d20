import { type Kysely, sql } from 'kysely';

/**
 * Issue 26 item 6 (decision 073): the staff's approval rounds, the terms staff approve (which may be less than asked,
 * then offered to the member), who decided and when, the contract the payout was matched to, and a third kind of
 * document, the one staff ask for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table loan_approval_rounds (
      id serial primary key,
      name text not null check (length(name) between 1 and 100),
      cutoff_date date not null unique,
      committee_date date not null,
      created_at timestamptz not null,
      created_by text not null,
      check (committee_date >= cutoff_date)
    )`.execute(db);
  await sql`
    alter table loan_applications
      add column approved_amount numeric(14,2) check (approved_amount > 0),
      add column approved_installments integer check (approved_installments between 1 and 600),
      add column decided_at timestamptz,
      add column decided_by text,
      add column approved_at timestamptz,
      add column paid_out_contract_no text unique,
      add check (approved_amount <= amount and approved_installments <= installments)`.execute(db);
  await sql`create index loan_applications_queue on loan_applications (status, submitted_at)`.execute(db);
  await sql`alter table loan_application_documents drop constraint loan_application_documents_kind_check`.execute(db);
  await sql`alter table loan_application_documents add constraint loan_application_documents_kind_check check (kind in ('salary_slip', 'id_card', 'other'))`.execute(db);
  await sql`comment on table loan_approval_rounds is 'A committee round: applications submitted on or before its cut-off (and after the previous round''s) are decided in it.'`.execute(db);
  await sql`comment on column loan_applications.approved_amount is 'The amount staff approved: the amount asked, or less, which the member then accepts (status offer_pending).'`.execute(db);
  await sql`comment on column loan_applications.approved_at is 'When it became approved: the staff''s approval, or the member''s acceptance of a lower offer.'`.execute(db);
  await sql`comment on column loan_applications.paid_out_contract_no is 'The core system''s contract matched to it by the import (decision 073); one contract pays out one application.'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from loan_application_documents where kind = 'other'`.execute(db);
  await sql`alter table loan_application_documents drop constraint loan_application_documents_kind_check`.execute(db);
  await sql`alter table loan_application_documents add constraint loan_application_documents_kind_check check (kind in ('salary_slip', 'id_card'))`.execute(db);
  await sql`drop index loan_applications_queue`.execute(db);
  await sql`
    alter table loan_applications
      drop column approved_amount, drop column approved_installments, drop column decided_at, drop column decided_by,
      drop column approved_at, drop column paid_out_contract_no`.execute(db);
  await sql`drop table loan_approval_rounds`.execute(db);
}
