import type { Dataset } from '../dataset';
import { MSG } from '../import-messages';
import { STAGING } from '../staging-table';

/** How many groups may stand above a group. Real trees have two or three (หน่วยงาน → ฝ่าย → สังกัด). */
const MAX_ABOVE = 20;

/** Thai, for a row whose parent chain, after the import, leads back to the row's own group. */
const PARENT_LOOP = 'หน่วยงานแม่ทำให้เกิดวงวน: ไล่หน่วยงานแม่ขึ้นไปแล้ววนกลับมาที่หน่วยงานนี้';
/** Thai, for a row with more than MAX_ABOVE groups above it (a longer loop among them, or one it hangs from). */
const TOO_DEEP = `หน่วยงานแม่ซ้อนขึ้นไปเกิน ${MAX_ABOVE} ชั้นโดยไม่ถึงหน่วยงานบนสุด`;

/**
 * The file's groups (`start_no`) for which `found` holds somewhere up their chain of parents, walked in the table as
 * the import would leave it: the file's rows (the first of a repeated number) over the database's. `depth` n is the
 * n-th group above; a group that is its own parent ends the walk (the self-parent rule's). A loop (A→B→A) would make every walk down the tree endless (issue 22); this walk stops after
 * MAX_ABOVE + 1 steps, so it ends whatever the data holds, a loop already there included, and costs at most that many
 * rows per file row (unbounded, a chain of 100,000 groups would take 100,000 steps from each of its rows).
 */
const foundAbove = (found: string) => `s.member_group_no in (
  with recursive merged (member_group_no, parent_no) as (
    select distinct on (member_group_no) member_group_no, parent_no from ${STAGING} order by member_group_no, line
  ), groups (member_group_no, parent_no) as (
    select member_group_no, parent_no from merged
    union all
    select g.member_group_no, g.parent_no from member_groups g
    where not exists (select 1 from merged f where f.member_group_no = g.member_group_no)
  ), walk (start_no, group_no, depth) as (
    select member_group_no, parent_no, 1 from ${STAGING} where parent_no <> member_group_no
    union all
    select w.start_no, g.parent_no, w.depth + 1 from walk w join groups g on g.member_group_no = w.group_no
    where g.parent_no <> g.member_group_no and w.group_no <> w.start_no and w.depth <= ${MAX_ABOVE}
  )
  select start_no from walk where ${found}
)`;

/** Units (หน่วยงาน → ฝ่าย → สังกัด): a parent may be in the database or in the same file, in any row order. */
export const memberGroups: Dataset = {
  name: 'groups',
  title: 'หน่วยงานสมาชิก',
  table: 'member_groups',
  columns: [
    { name: 'member_group_no', kind: 'code' },
    { name: 'name', kind: 'text' },
    { name: 'parent_no', kind: 'code', optional: true },
  ],
  key: ['member_group_no'],
  references: [
    { columns: ['parent_no'], table: 'member_groups', tableColumns: ['member_group_no'], what: 'หน่วยงานแม่รหัส', orInFile: ['member_group_no'] },
  ],
  rules: [
    { column: 'parent_no', reason: MSG.selfParent, where: 's.parent_no = s.member_group_no' },
    { column: 'parent_no', reason: PARENT_LOOP, where: foundAbove('group_no = start_no') },
    { column: 'parent_no', reason: TOO_DEEP, where: foundAbove(`depth > ${MAX_ABOVE} and group_no <> start_no`) },
  ],
  replacement: { kind: 'upsert' },
};
