import { type Kysely, sql } from 'kysely';

/**
 * Issue 26 item 5 (decision 072): whether a product asks the unit clerk to certify the applicant's salary, and what
 * the clerk did. The versions written before said nothing, and their applications waited for the clerk (decision
 * 069), so they ask; adding a column fires no row trigger, so the append-only versions take it. Every later version
 * states it. A certification row is the clerk's act: certified once, or returned with a note the member answers by
 * sending it back (`resent_at`); the rules re-run with the clerk's figures are kept for staff when they differ.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table loan_product_versions add column salary_certificate boolean not null default true`.execute(db);
  await sql`alter table loan_product_versions alter column salary_certificate drop default`.execute(db);
  await sql`
    create table loan_application_certifications (
      id serial primary key,
      application_id integer not null references loan_applications (id) on delete cascade,
      member_group_no text not null,
      outcome text not null check (outcome in ('certified', 'returned')),
      shown_salary numeric(14,2) not null,
      shown_deductions numeric(14,2) not null,
      salary numeric(14,2) check (salary > 0),
      deductions numeric(14,2) check (deductions >= 0),
      note text check (length(note) between 1 and 300),
      verdict jsonb,
      at timestamptz not null,
      resent_at timestamptz,
      resend_note text,
      check ((outcome = 'certified') = (salary is not null)),
      check (outcome = 'certified' or note is not null),
      check (outcome = 'returned' or resent_at is null)
    )`.execute(db);
  // certified once; and one return at a time waiting for the member
  await sql`create unique index loan_application_certified_once on loan_application_certifications (application_id) where outcome = 'certified'`.execute(db);
  await sql`
    create unique index loan_application_one_open_return on loan_application_certifications (application_id)
    where outcome = 'returned' and resent_at is null`.execute(db);
  await sql`create index loan_application_certifications_of on loan_application_certifications (application_id, id)`.execute(db);
  await sql`create index loan_applications_awaiting_certification on loan_applications (membership_no) where status = 'awaiting_certification'`.execute(db);
  await sql`comment on column loan_product_versions.salary_certificate is 'The applicant''s unit clerk certifies the salary before staff decide (decision 072).'`.execute(db);
  await sql`comment on table loan_application_certifications is 'The unit clerk''s certificate of an applicant''s salary, or a return with a note (decision 072).'`.execute(db);
  await sql`comment on column loan_application_certifications.member_group_no is 'The group whose login acted (the applicant''s member group then); kept as written, as an event''s actor is, if the group goes.'`.execute(db);
  await sql`comment on column loan_application_certifications.shown_salary is 'The salary the application was judged with, as the clerk saw it.'`.execute(db);
  await sql`comment on column loan_application_certifications.shown_deductions is 'The month''s deductions the portal showed the clerk.'`.execute(db);
  await sql`comment on column loan_application_certifications.salary is 'The salary the clerk certified.'`.execute(db);
  await sql`comment on column loan_application_certifications.deductions is 'The month''s deductions the clerk certified; null when the clerk kept those shown.'`.execute(db);
  await sql`comment on column loan_application_certifications.verdict is 'The rules re-run with the clerk''s figures, for staff; null when they equal those judged.'`.execute(db);
  await sql`comment on column loan_application_certifications.resent_at is 'When the member sent a returned application back for certification.'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index loan_applications_awaiting_certification`.execute(db);
  await sql`drop table loan_application_certifications`.execute(db);
  await sql`alter table loan_product_versions drop column salary_certificate`.execute(db);
}
