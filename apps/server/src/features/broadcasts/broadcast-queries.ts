import type { BroadcastStatus } from '@coop/contract';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { Broadcasts } from '../../db/generated/database-types';

/** Names the broadcast where others keep it: the audit log's target, the job's key and the member event's key. */
export const broadcastKey = (id: number) => `broadcast:${id}`;

export const BROADCAST_COLUMNS = [
  'id', 'title', 'body', 'link', 'audience_kind', 'audience_value', 'status', 'send_at', 'created_by', 'created_at',
  'submitted_at', 'decided_by', 'decided_at', 'reject_reason', 'cancelled_by', 'sent_at', 'recipients',
] as const;

export function findBroadcast(db: Db, id: number) {
  return db.selectFrom('broadcasts').select(BROADCAST_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The broadcast, locked until the transaction ends: two staff deciding, cancelling or sending it at once act once. */
export function findBroadcastForUpdate(db: Db, id: number) {
  return db.selectFrom('broadcasts').select(BROADCAST_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

export type BroadcastRow = NonNullable<Awaited<ReturnType<typeof findBroadcast>>>;

export async function insertBroadcast(db: Db, row: Insertable<Broadcasts>): Promise<number> {
  const { id } = await db.insertInto('broadcasts').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Changes a broadcast that is still in `from`; false when someone else moved it first. */
export async function updateBroadcast(db: Db, id: number, from: BroadcastStatus, change: Updateable<Broadcasts>): Promise<boolean> {
  const result = await db.updateTable('broadcasts').set(change).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listBroadcastRows(db: Db, status: BroadcastStatus | undefined, offset: number, limit: number) {
  let base = db.selectFrom('broadcasts');
  if (status) base = base.where('status', '=', status);
  const [rows, total] = await Promise.all([
    base.select(BROADCAST_COLUMNS).orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The loan types members hold on open contracts, by name. */
export function listHeldLoanTypes(db: Db) {
  return db
    .selectFrom('loan_contracts')
    .select(['loan_type_code as code', (eb) => eb.fn.max('loan_type_name').as('name')])
    .where('closed', '=', false)
    .groupBy('loan_type_code')
    .orderBy('name')
    .execute();
}

export function findGroupName(db: Db, memberGroupNo: string) {
  return db.selectFrom('member_groups').select('name').where('member_group_no', '=', memberGroupNo).executeTakeFirst();
}
