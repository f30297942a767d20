import type { Dataset } from '../dataset';

/** The member record; members are never deleted by an import (a member who left has status ลาออก). */
export const members: Dataset = {
  name: 'members',
  title: 'ข้อมูลสมาชิก',
  table: 'members',
  columns: [
    { name: 'membership_no', kind: 'membership' },
    { name: 'prename', kind: 'text' },
    { name: 'first_name', kind: 'text' },
    { name: 'last_name', kind: 'text' },
    { name: 'member_group_no', kind: 'code' },
    { name: 'member_status', kind: 'text' },
    { name: 'birth_date', kind: 'date', optional: true },
    { name: 'member_date', kind: 'date', optional: true },
    { name: 'sex', kind: 'sex' },
    { name: 'position', kind: 'text', optional: true, fallback: '' },
    { name: 'salary', kind: 'money', optional: true, fallback: '0' },
    { name: 'address', kind: 'text', optional: true, fallback: '' },
    { name: 'phone', kind: 'text', optional: true, fallback: '' },
    { name: 'email', kind: 'text', optional: true, fallback: '' },
    { name: 'national_id', kind: 'national-id' },
    { name: 'employee_no', kind: 'text', optional: true, fallback: '' },
  ],
  key: ['membership_no'],
  references: [{ columns: ['member_group_no'], table: 'member_groups', tableColumns: ['member_group_no'], what: 'หน่วยงานรหัส' }],
  replacement: { kind: 'upsert' },
};
