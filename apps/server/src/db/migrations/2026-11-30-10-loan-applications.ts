import { type Kysely, sql } from 'kysely';

/**
 * Issue 26 items 3, 4 and 7 (decision 069): a member's loan application, the guarantors it names and their answers,
 * its documents, and the events its timeline shows. The statuses of the later steps (the unit clerk's certificate,
 * the staff's decision, the payout) are in the check already, so the sessions that build them add no status.
 * Members are never deleted (a member who left keeps a status); the cascades let a test's members go with their rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence loan_application_seq`.execute(db);
  await sql`
    create table loan_applications (
      id serial primary key,
      application_no text not null unique,
      membership_no text not null references members (membership_no) on delete cascade,
      product_id integer not null references loan_products (id),
      version_id integer not null references loan_product_versions (id),
      amount numeric(14,2) not null check (amount > 0),
      installments integer not null check (installments between 1 and 600),
      purpose text not null check (length(purpose) between 1 and 200),
      payout_kind text not null check (payout_kind in ('deposit', 'bank')),
      payout_account_no text not null,
      payout_bank_name text,
      payout_account_name text,
      status text not null check (status in (
        'awaiting_guarantors', 'awaiting_certification', 'awaiting_decision', 'documents_requested',
        'offer_pending', 'approved', 'paid_out', 'rejected', 'cancelled'
      )),
      verdict jsonb not null,
      terms_accepted_at timestamptz not null,
      submitted_at timestamptz not null,
      updated_at timestamptz not null,
      check ((payout_kind = 'bank') = (payout_bank_name is not null and payout_account_name is not null))
    )`.execute(db);
  // one open application per member and product: a second submission at the same moment finds the first
  await sql`
    create unique index loan_applications_one_open on loan_applications (membership_no, product_id)
    where status not in ('paid_out', 'rejected', 'cancelled')`.execute(db);
  await sql`create index loan_applications_member on loan_applications (membership_no, submitted_at desc)`.execute(db);
  await sql`
    create table loan_application_guarantors (
      id serial primary key,
      application_id integer not null references loan_applications (id) on delete cascade,
      guarantor_no text not null references members (membership_no) on delete cascade,
      position integer not null check (position >= 1),
      amount numeric(14,2) not null check (amount > 0),
      status text not null check (status in ('pending', 'accepted', 'declined', 'withdrawn')),
      asked_at timestamptz not null,
      answered_at timestamptz,
      note text
    )`.execute(db);
  // a member is named once among an application's guarantors still standing
  await sql`
    create unique index loan_application_guarantors_once on loan_application_guarantors (application_id, guarantor_no)
    where status in ('pending', 'accepted')`.execute(db);
  await sql`create index loan_application_guarantors_of on loan_application_guarantors (guarantor_no, status)`.execute(db);
  await sql`
    create table loan_application_documents (
      id serial primary key,
      application_id integer not null references loan_applications (id) on delete cascade,
      kind text not null check (kind in ('salary_slip', 'id_card')),
      file_name text not null,
      media_type text not null check (media_type in ('image/jpeg', 'application/pdf')),
      original_name text not null,
      size integer not null check (size > 0),
      sha256 text not null,
      uploaded_at timestamptz not null,
      unique (application_id, kind)
    )`.execute(db);
  await sql`
    create table loan_application_events (
      id serial primary key,
      application_id integer not null references loan_applications (id) on delete cascade,
      kind text not null,
      at timestamptz not null,
      actor text not null,
      params jsonb not null default '{}'
    )`.execute(db);
  await sql`create index loan_application_events_of on loan_application_events (application_id, id)`.execute(db);
  await sql`comment on table loan_applications is 'A member''s loan application, judged by the product version it names (decision 069).'`.execute(db);
  await sql`comment on column loan_applications.application_no is 'What the member and staff call it: LA-{Buddhist year}-{six digits}.'`.execute(db);
  await sql`comment on column loan_applications.verdict is 'The rules'' checks and figures at submission, as the quote answered them.'`.execute(db);
  await sql`comment on column loan_applications.status is 'Where it stands; decision 069 lists the steps and who moves it from each.'`.execute(db);
  await sql`comment on table loan_application_guarantors is 'A guarantor named on an application and their answer; a declined or replaced one stays for the timeline.'`.execute(db);
  await sql`comment on column loan_application_guarantors.amount is 'The part of the loan this guarantor guarantees: the amount shared equally among the guarantors.'`.execute(db);
  await sql`comment on table loan_application_documents is 'An application''s document; the file lives under DATA_DIR/loan-documents, never served but to its applicant.'`.execute(db);
  await sql`comment on table loan_application_events is 'The application''s timeline: what happened, when and by whom (a membership number, staff user or group).'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table loan_application_events`.execute(db);
  await sql`drop table loan_application_documents`.execute(db);
  await sql`drop table loan_application_guarantors`.execute(db);
  await sql`drop table loan_applications`.execute(db);
  await sql`drop sequence loan_application_seq`.execute(db);
}
