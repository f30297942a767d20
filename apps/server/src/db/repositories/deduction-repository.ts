import type { Db } from '../database';

export function listKepMonths(db: Db, membershipNo: string) {
  return db
    .selectFrom('kep_headers')
    .select(['year', 'month', 'seq', 'receipt_no', 'receipt_date', 'posted', 'amount_total'])
    .where('membership_no', '=', membershipNo)
    .orderBy('year', 'desc')
    .orderBy('month', 'desc')
    .orderBy('seq')
    .execute();
}

/** The month's document headers (usually one), by sequence: a query to run or to nest in another. */
export function kepHeadersOf(db: Db, membershipNo: string, year: number, month: number) {
  return db
    .selectFrom('kep_headers')
    .select([
      'year', 'month', 'seq', 'receipt_no', 'receipt_date', 'posted', 'amount_total', 'share_total', 'principal_total',
      'interest_total',
    ])
    .where('membership_no', '=', membershipNo)
    .where('year', '=', year)
    .where('month', '=', month)
    .orderBy('seq');
}

/** The month's document lines, in the documents' order: a query to run or to nest in another. */
export function kepLinesOf(db: Db, membershipNo: string, year: number, month: number) {
  return db
    .selectFrom('kep_lines')
    .select([
      'seq', 'line_no', 'item_code', 'item_group', 'item_name', 'description', 'period', 'principal', 'interest',
      'amount', 'balance_after',
    ])
    .where('membership_no', '=', membershipNo)
    .where('year', '=', year)
    .where('month', '=', month)
    .orderBy('seq')
    .orderBy('line_no');
}

/** The month's documents (usually one) with their lines. */
export async function findKepDocuments(db: Db, membershipNo: string, year: number, month: number) {
  const [headers, lines] = await Promise.all([
    kepHeadersOf(db, membershipNo, year, month).execute(),
    kepLinesOf(db, membershipNo, year, month).execute(),
  ]);
  return headers.map((header) => ({ header, lines: lines.filter((l) => l.seq === header.seq) }));
}
