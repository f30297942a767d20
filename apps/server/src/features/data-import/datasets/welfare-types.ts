import type { Dataset } from '../dataset';

export const welfareTypes: Dataset = {
  name: 'welfare-types',
  title: 'ประเภทสวัสดิการ',
  table: 'welfare_types',
  columns: [
    { name: 'code', kind: 'code' },
    { name: 'name', kind: 'text' },
    { name: 'description', kind: 'text', optional: true, fallback: '' },
    { name: 'amount', kind: 'money' },
    { name: 'once_only', kind: 'boolean' },
  ],
  key: ['code'],
  references: [],
  replacement: { kind: 'upsert' },
};
