import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import { containing, startingWith } from '../../db/like-pattern';
import type { Database } from '../../db/schema';

type MemberQuery = SelectQueryBuilder<Database, 'members', object>;

/**
 * Digits find a membership number, whole (as typed, padded to 7) or by its start; words find members whose given
 * name or surname contains every word. Staff look up one member at a time, so a page of 20 at a time is enough.
 */
function matching(db: Db, query: string): MemberQuery {
  const q = db.selectFrom('members');
  const text = query.trim();
  if (/^[0-9]{1,7}$/.test(text)) {
    return q.where((eb) => eb.or([eb('membership_no', '=', text.padStart(7, '0')), eb('membership_no', 'like', startingWith(text))]));
  }
  return text
    .split(/\s+/)
    .filter((word) => word !== '')
    .reduce<MemberQuery>((acc, word) => {
      const pattern = containing(word);
      return acc.where((eb) => eb.or([eb('first_name', 'ilike', pattern), eb('last_name', 'ilike', pattern)]));
    }, q);
}

const summary = (q: MemberQuery) =>
  q.select([
    'members.membership_no',
    'members.prename',
    'members.first_name as member_name',
    'members.last_name as member_surname',
    'members.member_group_no',
    sql<boolean>`exists (select 1 from member_accounts a where a.membership_no = members.membership_no)`.as('registered'),
  ]);

export async function searchMembers(db: Db, query: string, offset: number, limit: number) {
  const base = matching(db, query);
  const [rows, count] = await Promise.all([
    summary(base).orderBy('members.membership_no').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findMemberSummary(db: Db, membershipNo: string) {
  return summary(db.selectFrom('members')).where('members.membership_no', '=', membershipNo).executeTakeFirst();
}
