import type { Dataset } from '../dataset';
import { MSG } from '../import-messages';

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
  rules: [{ column: 'parent_no', reason: MSG.selfParent, where: 's.parent_no = s.member_group_no' }],
  replacement: { kind: 'upsert' },
};
