import { type InsertQueryBuilder, type InsertResult, type Insertable, type QueryCreator, sql } from 'kysely';
import type { Db } from '../database';
import type { Database } from '../schema';

/** One access row as written (decision 078): who or what reached whose data, how, from where. */
export type AccessRow = Insertable<Database['access_record']>;

/**
 * The insert of access rows, to run as a statement's data-modifying CTE (`db.with('access', accessInsert(rows))…`):
 * the record rides on the statement the work already makes (the session's insert, the audit entry), no round trip of
 * its own on the hot paths.
 */
export type AccessWrite = (qb: QueryCreator<Database>) => InsertQueryBuilder<Database, 'access_record', InsertResult>;

export const accessInsert =
  (rows: readonly AccessRow[]): AccessWrite =>
  (qb) =>
    qb.insertInto('access_record').values([...rows]);

/** One staff read naming many members (an export): a row each, from one array parameter however many they are. */
export interface StaffReadRows {
  at: Date;
  staffUsername: string;
  what: string;
  detail: string | null;
  ip: string;
  device: string;
  membershipNos: readonly string[];
}

export const staffReadInsert =
  (r: StaffReadRows): AccessWrite =>
  (qb) =>
    qb
      .insertInto('access_record')
      .columns(['at', 'event', 'area', 'subject', 'staff_username', 'what', 'detail', 'ip', 'device'])
      .expression(
        qb.selectNoFrom([
          sql<Date>`${r.at}::timestamptz`.as('at'),
          sql<string>`'staff-read'`.as('event'),
          sql<string>`'member'`.as('area'),
          sql<string>`unnest(${[...new Set(r.membershipNos)]}::text[])`.as('subject'),
          sql<string>`${r.staffUsername}::text`.as('staff_username'),
          sql<string>`${r.what}::text`.as('what'),
          sql<string | null>`${r.detail}::text`.as('detail'),
          sql<string>`${r.ip}::text`.as('ip'),
          sql<string>`${r.device}::text`.as('device'),
        ]),
      );

/** Access rows on their own, where no statement goes to the database anyway (a refused sign-in). */
export async function insertAccess(db: Db, rows: readonly AccessRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('access_record').values([...rows]).execute();
}

/** A page of the member's staff reads, newest first, each with the staff user's display name. */
export async function findStaffReadsOf(db: Db, membershipNo: string, offset: number, limit: number) {
  const base = db.selectFrom('access_record as a').where('a.area', '=', 'member').where('a.subject', '=', membershipNo).where('a.event', '=', 'staff-read');
  const [rows, count] = await Promise.all([
    base
      .leftJoin('staff_users as s', 's.username', 'a.staff_username')
      .select(['a.id', 'a.at', 'a.what', 'a.detail', 's.display_name'])
      .orderBy('a.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export interface SignInFilter {
  area?: 'member' | 'membergroup';
  subject?: string;
  outcome?: 'sign-in' | 'sign-in-failed';
  from?: Date;
  /** Exclusive. */
  until?: Date;
}

/** A page of member and member-group sign-ins for the console, newest first, filtered. */
export async function findSignIns(db: Db, f: SignInFilter, offset: number, limit: number) {
  let base = db.selectFrom('access_record').where('event', '<>', 'staff-read');
  if (f.area) base = base.where('area', '=', f.area);
  if (f.subject) base = base.where('subject', '=', f.subject);
  if (f.outcome) base = base.where('event', '=', f.outcome);
  if (f.from) base = base.where('at', '>=', f.from);
  if (f.until) base = base.where('at', '<', f.until);
  const [rows, count] = await Promise.all([
    base.select(['id', 'at', 'event', 'area', 'subject', 'what', 'detail', 'ip', 'device']).orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
