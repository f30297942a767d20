import { type Kysely, sql } from 'kysely';
import { makeAppendOnly } from '../append-only';

/**
 * Issue 26 item 1 (decision 063): loan products and their rules as data, versioned. A product is only an identity
 * and a place in the list; what it lends and on what rules is a version that takes effect on its date. A version is
 * never changed or removed (a trigger refuses it), so an application judged by the version in force when it was made
 * can always be judged again by the same rules.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table loan_products (
      id serial primary key,
      position integer not null check (position >= 1),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table loan_product_versions (
      id serial primary key,
      product_id integer not null references loan_products (id),
      effective_from date not null,
      offered boolean not null default true,
      name text not null check (length(name) between 1 and 100),
      loan_type_code text not null,
      annual_rate numeric(5,2) not null check (annual_rate between 0 and 100),
      method text not null check (method in ('equal-installment', 'equal-principal')),
      max_amount numeric(14,2) not null check (max_amount > 0),
      max_installments integer not null check (max_installments between 1 and 600),
      rules jsonb not null check (jsonb_typeof(rules) = 'array'),
      created_at timestamptz not null,
      created_by text not null,
      unique (product_id, effective_from)
    )`.execute(db);
  await makeAppendOnly(db, {
    fn: 'loan_product_versions_refuse_change',
    refusal: `'a loan product version is never changed: add a version with a later effective date'`,
    tables: ['loan_product_versions'],
    truncate: false,
  });
  await sql`comment on table loan_products is 'A loan the cooperative offers; its terms and rules are in loan_product_versions (decision 063).'`.execute(db);
  await sql`comment on column loan_products.position is 'Where the product is listed to members, first at 1.'`.execute(db);
  await sql`comment on table loan_product_versions is 'A product''s terms and rules from effective_from until the next version; never changed (decision 063).'`.execute(db);
  await sql`comment on column loan_product_versions.offered is 'False: the product is withdrawn from this date.'`.execute(db);
  await sql`comment on column loan_product_versions.loan_type_code is 'The core banking system''s loan-type code, as loan_contracts.loan_type_code holds it.'`.execute(db);
  await sql`comment on column loan_product_versions.rules is 'JSON array of rules, each of a kind of the contract''s LoanRule with its parameters.'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table loan_product_versions`.execute(db);
  await sql`drop function loan_product_versions_refuse_change`.execute(db);
  await sql`drop table loan_products`.execute(db);
}
