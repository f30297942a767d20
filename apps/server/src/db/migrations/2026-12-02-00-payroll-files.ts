import { type Kysely, sql } from 'kysely';

/**
 * Issue 29 item 1 (decision 085): the employer's own number for each member, which payroll systems key on, and the
 * column layout of each unit's payroll file, which staff set because each employer's payroll system reads its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table members add column employee_no text not null default ''`.execute(db);
  await sql`
    create table payroll_layouts (
      member_group_no text primary key references member_groups (member_group_no) on delete cascade,
      columns jsonb not null check (jsonb_typeof(columns) = 'array' and jsonb_array_length(columns) between 1 and 20),
      csv_encoding text not null check (csv_encoding in ('tis-620', 'utf-8')),
      updated_at timestamptz not null,
      updated_by text not null
    )`.execute(db);
  await sql`comment on column members.employee_no is 'The employer''s number for the member (เลขประจำตัวพนักงาน), as the unit''s payroll knows them; empty when not known.'`.execute(db);
  await sql`comment on table payroll_layouts is 'How a unit''s payroll file is laid out (decision 085): its columns in order, each a field and its header, and the CSV''s encoding. A unit without a row gets the default layout.'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table payroll_layouts`.execute(db);
  await sql`alter table members drop column employee_no`.execute(db);
}
