import { type Kysely, sql } from 'kysely';
import { setComments } from '../comments';

/**
 * Issue 28 items 1, 2 and 5 (decision 079): every document the portal issues to a member (a statement for a period,
 * the dividend slip) is recorded under a short code that its QR code leads to, with what it states, so /verify/{code}
 * shows it and whether the cooperative's record still says the same. Rows are only added.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table issued_documents (
      code char(12) primary key,
      kind text not null check (kind in ('loan_statement', 'deposit_statement', 'share_statement', 'dividend_slip')),
      membership_no char(7) not null references members (membership_no) on delete cascade,
      issued_at timestamptz not null,
      subject jsonb not null,
      facts jsonb not null,
      fingerprint char(64) not null
    )`.execute(db);
  await sql`create index issued_documents_member_idx on issued_documents (membership_no, issued_at)`.execute(db);
  await sql`
    create function issued_documents_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'issued_documents rows are only added';
    end $$`.execute(db);
  await sql`
    create trigger issued_documents_append_only before update on issued_documents
    for each row execute function issued_documents_append_only()`.execute(db);
  await setComments(db, {
    issued_documents: {
      table: 'A document issued to a member (decision 079): its code, what it states and the fingerprint of that, for /verify/{code}.',
      columns: {
        code: 'The short code printed on the document and in its QR code: 12 characters of Crockford base32 (60 random bits), as balance letters have.',
        kind: 'What the document is: a loan, deposit or share statement for a period, or the dividend and refund slip of a year.',
        membership_no: 'The member it was issued to.',
        issued_at: 'When it was made.',
        subject: 'What the document is about, enough to read the same figures again: the account and the period, or the year.',
        facts: 'What the document states, as the labelled values the verification page shows (names masked there).',
        fingerprint: 'SHA-256 (hex) of the canonical text of kind, subject and facts; its first 16 digits are printed on the document.',
      },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table issued_documents`.execute(db);
  await sql`drop function issued_documents_append_only`.execute(db);
}
