import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../database';
import { containing, startingWith } from '../like-pattern';

/** A new group; false when its number is taken (the row already there is left as it was). */
export async function insertMemberGroup(db: Db, group: { member_group_no: string; name: string; parent_no: string | null }): Promise<boolean> {
  const result = await db.insertInto('member_groups').values(group).onConflict((oc) => oc.column('member_group_no').doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The group as its clerk sees it after login: number, name and the main group (หน่วยงานหลัก) above it. */
export function findMemberGroupIdentity(db: Db, memberGroupNo: string) {
  return db
    .selectFrom('member_groups as g')
    .leftJoin('member_groups as p', 'p.member_group_no', 'g.parent_no')
    .select(['g.member_group_no', 'g.name as member_group_name', 'p.name as parent_group_name'])
    .where('g.member_group_no', '=', memberGroupNo)
    .executeTakeFirst();
}

/**
 * `with recursive tree (member_group_no)`: the group and its sub-groups at any depth, each once. Everything the
 * member-group area reads is bounded by it, so a clerk sees the own group's members and the sub-groups', nothing else
 * (issue 11). `union`, not `union all`: a group already in the tree is not walked again, so a loop of parents already
 * in the data (A→B→A) ends the walk instead of running it forever (issue 22).
 */
export function groupTreeCte(memberGroupNo: string): RawBuilder<unknown> {
  return sql`with recursive tree (member_group_no) as (
    select member_group_no from member_groups where member_group_no = ${memberGroupNo}
    union
    select g.member_group_no from member_groups g join tree t on g.parent_no = t.member_group_no
  )`;
}

/**
 * The group's number and its sub-groups' at any depth. Reports filter members by this list rather than join the
 * recursive query: the planner then sees a handful of groups and walks the indexes, instead of guessing a large
 * tree and scanning whole tables (364 ms against 40 ms for a 5,000-member group).
 */
export async function listGroupTree(db: Db, memberGroupNo: string): Promise<string[]> {
  const { rows } = await sql<{ member_group_no: string }>`
    ${groupTreeCte(memberGroupNo)}
    select member_group_no from tree
  `.execute(db);
  return rows.map((r) => r.member_group_no);
}

/** Whether `candidate` is the group itself or one of its sub-groups. */
export async function isInGroupTree(db: Db, memberGroupNo: string, candidate: string): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    ${groupTreeCte(memberGroupNo)}
    select exists (select 1 from tree where member_group_no = ${candidate}) as found
  `.execute(db);
  return rows[0]?.found === true;
}

/** How far a group reaches: its own members and its sub-groups'. */
export async function countGroupReach(db: Db, memberGroupNo: string) {
  const { rows } = await sql<{ member_count: string; sub_group_count: string }>`
    ${groupTreeCte(memberGroupNo)}
    select
      (select count(*) from members m where m.member_group_no in (select member_group_no from tree)) as member_count,
      (select count(*) - 1 from tree) as sub_group_count
  `.execute(db);
  const row = rows[0];
  return { member_count: Number(row?.member_count ?? 0), sub_group_count: Math.max(0, Number(row?.sub_group_count ?? 0)) };
}

/** Groups whose number starts with, or whose name contains, the text (all when empty), with whether each has a login. */
export async function searchGroups(db: Db, query: string, offset: number, limit: number) {
  const text = query.trim();
  const base = db
    .selectFrom('member_groups as g')
    .where((eb) => (text === '' ? eb.val(true) : eb.or([eb('g.member_group_no', 'like', startingWith(text)), eb('g.name', 'ilike', containing(text))])));
  const [rows, count] = await Promise.all([
    base
      .select([
        'g.member_group_no',
        'g.name',
        'g.parent_no',
        sql<boolean>`exists (select 1 from member_group_accounts a where a.member_group_no = g.member_group_no)`.as('has_account'),
      ])
      .orderBy('g.member_group_no')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
