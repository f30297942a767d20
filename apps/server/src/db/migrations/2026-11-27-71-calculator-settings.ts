import { type Kysely, sql } from 'kysely';
import { setComments } from '../comments';

/**
 * Issue 24 item 9 (decision 051): the loan types and rates the public calculators are prefilled with, kept by staff.
 * A fresh portal starts with the loan types Thai cooperatives commonly lend (emergency, ordinary, special) at typical
 * rates, so a visitor's first quote needs no typing; staff set the cooperative's own in the console.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table calculator_loan_types (
      position integer primary key check (position >= 1),
      name text not null,
      annual_rate numeric(5,2) not null check (annual_rate between 0 and 100),
      max_installments integer not null check (max_installments between 1 and 600),
      max_amount numeric(14,2) check (max_amount > 0),
      method text not null check (method in ('equal-installment', 'equal-principal'))
    )
  `.execute(db);
  await sql`
    create table calculator_rates (
      only_row boolean primary key default true check (only_row),
      dividend_rate numeric(5,2) check (dividend_rate between 0 and 100),
      refund_rate numeric(5,2) check (refund_rate between 0 and 100)
    )
  `.execute(db);
  await sql`
    insert into calculator_loan_types (position, name, annual_rate, max_installments, max_amount, method) values
      (1, 'เงินกู้ฉุกเฉิน', 6.00, 12, 50000, 'equal-installment'),
      (2, 'เงินกู้สามัญ', 6.50, 150, null, 'equal-installment'),
      (3, 'เงินกู้พิเศษเพื่อที่อยู่อาศัย', 6.25, 300, null, 'equal-principal')
  `.execute(db);
  await sql`insert into calculator_rates (dividend_rate, refund_rate) values (null, null)`.execute(db);
  await setComments(db, {
    calculator_loan_types: { table: 'A loan type offered by the public loan calculator, in the order staff keep them (decision 051).' },
    calculator_rates: { table: "The one row of the dividend calculator's rates; null until staff set them (decision 051)." },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table calculator_rates`.execute(db);
  await sql`drop table calculator_loan_types`.execute(db);
}
