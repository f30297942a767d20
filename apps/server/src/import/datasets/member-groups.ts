import type { Dataset } from '../dataset';
import { MSG } from '../import-messages';
import { STAGING } from '../staging-table';

/** Thai, for a row whose parent chain, after the import, leads back to the row's own group. */
const PARENT_LOOP = 'หน่วยงานแม่ทำให้เกิดวงวน: ไล่หน่วยงานแม่ขึ้นไปแล้ววนกลับมาที่หน่วยงานนี้';

/**
 * The groups of the file that would lie on a loop of parents (A→B→A, the file's rows and the database's together):
 * a loop would make every walk down a group's tree endless (issue 22). Each file row walks up the merged parents
 * until it meets itself; the CYCLE clause ends a walk that enters a loop the row is not part of (one already in
 * the data), so the check itself always ends. A group that is its own parent is the self-parent rule's.
 */
const IN_PARENT_LOOP = `s.member_group_no in (
  with recursive merged (member_group_no, parent_no) as (
    select member_group_no, parent_no from ${STAGING}
    union all
    select g.member_group_no, g.parent_no from member_groups g
    where not exists (select 1 from ${STAGING} f where f.member_group_no = g.member_group_no)
  ), walk (start_no, group_no) as (
    select member_group_no, parent_no from ${STAGING} where parent_no <> member_group_no
    union all
    select w.start_no, m.parent_no from walk w join merged m on m.member_group_no = w.group_no
    where m.parent_no is not null and w.group_no <> w.start_no
  ) cycle group_no set looped using path
  select start_no from walk where group_no = start_no
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
    { column: 'parent_no', reason: PARENT_LOOP, where: IN_PARENT_LOOP },
  ],
  replacement: { kind: 'upsert' },
};
