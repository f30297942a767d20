import type { PaymentRequestStatus } from '@coop/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

const COLUMNS = ['id', 'account_no', 'account_name', 'mobile', 'status', 'note', 'requested_at', 'decided_at'] as const;

/** The member's requests, newest first. */
export function listMemberRequests(db: Db, membershipNo: string) {
  return db.selectFrom('payment_service_requests').select(COLUMNS).where('membership_no', '=', membershipNo).orderBy('id', 'desc').limit(50).execute();
}

export interface NewPaymentRequest {
  membershipNo: string;
  accountNo: string;
  accountName: string;
  mobile: string;
  at: Date;
}

/** A pending request, or undefined when the member has one pending already (the partial unique index decides). */
export async function insertPaymentRequest(db: Db, r: NewPaymentRequest): Promise<number | undefined> {
  const row = await db
    .insertInto('payment_service_requests')
    .values({
      membership_no: r.membershipNo,
      account_no: r.accountNo,
      account_name: r.accountName,
      mobile: r.mobile,
      consented_at: r.at,
      requested_at: r.at,
    })
    // a literal, not a parameter: once PostgreSQL plans the statement generically, a $1 no longer matches the partial index
    .onConflict((oc) => oc.column('membership_no').where(sql<boolean>`status = 'pending'`).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

function listed(db: Db, status: PaymentRequestStatus | undefined) {
  let q = db.selectFrom('payment_service_requests as r').innerJoin('members as m', 'm.membership_no', 'r.membership_no');
  if (status) q = q.where('r.status', '=', status);
  return q;
}

/** The console's list: pending first (oldest waiting longest first), then decided ones newest first. */
export async function listPaymentRequests(db: Db, status: PaymentRequestStatus | undefined, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    listed(db, status)
      .select(COLUMNS.map((c) => `r.${c}` as const))
      .select(['r.membership_no', 'r.decided_by', sql<string>`concat_ws(' ', m.prename || m.first_name, m.last_name)`.as('member_name')])
      .orderBy(sql`case when r.status = 'pending' then 0 else 1 end`)
      .orderBy(sql`case when r.status = 'pending' then r.id else -r.id end`)
      .offset(offset)
      .limit(limit)
      .execute(),
    listed(db, status)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One request, locked until the transaction ends, so two staff deciding at once decide it once. */
export function findPaymentRequestForUpdate(db: Db, id: number) {
  return db.selectFrom('payment_service_requests').select([...COLUMNS, 'membership_no']).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function decidePaymentRequest(db: Db, id: number, d: { status: 'approved' | 'rejected'; note: string | null; by: string; at: Date }): Promise<boolean> {
  const res = await db
    .updateTable('payment_service_requests')
    .set({ status: d.status, note: d.note, decided_by: d.by, decided_at: d.at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}
