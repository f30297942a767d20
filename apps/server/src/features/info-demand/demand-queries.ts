import type { Db } from '../../db/database';

export interface NewDemand {
  reference: string;
  demandType: string;
  title: string;
  body: string;
  contactName: string;
  phone: string | null;
  email: string | null;
  createdAt: Date;
  ip: string;
}

export async function insertDemand(db: Db, demand: NewDemand): Promise<number> {
  const row = await db
    .insertInto('demands')
    .values({
      reference: demand.reference,
      demand_type: demand.demandType,
      title: demand.title,
      body: demand.body,
      contact_name: demand.contactName,
      phone: demand.phone,
      email: demand.email,
      created_at: demand.createdAt,
      ip: demand.ip,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The columns a visitor may see: never contact_name, phone, email or ip. */
const PUBLIC_COLUMNS = ['id', 'demand_type', 'title', 'status', 'created_at', 'answered_at'] as const;

export async function countDemands(db: Db): Promise<number> {
  const row = await db.selectFrom('demands').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function listDemands(db: Db, page: { offset: number; limit: number }) {
  return db.selectFrom('demands').select(PUBLIC_COLUMNS).orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute();
}

export async function findDemand(db: Db, id: number) {
  return db.selectFrom('demands').select([...PUBLIC_COLUMNS, 'body', 'answer']).where('id', '=', id).executeTakeFirst();
}

export async function findDemandByReference(db: Db, reference: string) {
  return db.selectFrom('demands').select([...PUBLIC_COLUMNS, 'body', 'answer']).where('reference', '=', reference).executeTakeFirst();
}

/** The staff's list: every demand, optionally of one status, newest first (contact details only in the single read). */
export async function listDemandsForStaff(db: Db, filter: { status?: string }, page: { offset: number; limit: number }) {
  let query = db.selectFrom('demands');
  if (filter.status) query = query.where('status', '=', filter.status);
  const [total, items] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query.select(PUBLIC_COLUMNS).orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute(),
  ]);
  return { total: Number(total.total), items };
}

/** One demand with the visitor's contact details, for staff. */
export async function findDemandForStaff(db: Db, id: number) {
  return db
    .selectFrom('demands')
    .select([...PUBLIC_COLUMNS, 'body', 'answer', 'contact_name', 'phone', 'email'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The cooperative's answer (null takes it back) and the status; answered_at is when the answer was last written. */
export async function answerDemand(db: Db, id: number, change: { status: string; answer: string | null; answeredAt: Date | null }): Promise<void> {
  await db.updateTable('demands').set({ status: change.status, answer: change.answer, answered_at: change.answeredAt }).where('id', '=', id).execute();
}
